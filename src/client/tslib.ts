/**
 * The browser bundle's `tslib` (an alias in src/plugins/bundle/index.ts): tslib's own ES module, but only the
 * interop helpers that TypeScript's CommonJS output calls. Docusaurus's CommonJS packages (such as
 * `@docusaurus/utils-common`, which the theme uses) `require('tslib')`, and a required module is
 * kept whole: all forty helpers on every page, for these two.
 * tests/unit/bundle.test.ts fails when a Docusaurus package starts calling another helper.
 */
export { __importDefault, __importStar } from 'tslib/tslib.es6.mjs';
