/**
 * The browser bundle's `tslib` (a bundler alias in `src/plugins/bundle`):
 * the one helper client code calls. `@docusaurus/utils-common` is compiled to CommonJS and requires
 * tslib for `__importDefault`; a CommonJS require cannot be tree-shaken, so the real module put
 * all of its forty helpers (10 KB) into every page's JavaScript. A module that calls another helper
 * fails loudly in the browser tests (it would be `undefined`).
 */
export function __importDefault<T>(module: T): T | { default: T } {
  return module && (module as { __esModule?: boolean }).__esModule ? module : { default: module };
}
