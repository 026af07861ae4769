// @ts-check
/**
 * A bundler loader for @docsearch/react's modal, which bundles zod 4. Zod probes whether the page may
 * compile code (`new Function("")` in a try/catch, its `allowsEval`) the first time it builds an
 * object schema, and the site's Content-Security-Policy has no 'unsafe-eval', so every first open of
 * the modal raised a CSP violation (an error in Firefox's console). The probe's answer under this
 * CSP is "no" either way: here it says so without asking the browser, by throwing inside the same
 * try, so zod takes its non-eval path as it did before, and nothing is reported.
 * Zod's own switch for this (`z.config({ jitless: true })`) cannot reach a copy bundled inside
 * DocSearch. The loader fails the build when the probe is no longer in the module: on a DocSearch
 * upgrade that drops it, remove this loader (src/plugins/bundle/index.ts) and the failure goes.
 * tests/e2e/fixtures.ts fails any browser test that sees a CSP violation.
 */
const PROBE = 'new Function("")';
const NO_EVAL = '(function(){throw new EvalError("no eval under this site\'s CSP")})()';

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function noEvalProbe(source) {
  if (!source.includes(PROBE)) {
    throw new Error(`${this.resourcePath} no longer holds zod's eval probe: remove the noEvalProbe loader.`);
  }
  return source.replaceAll(PROBE, NO_EVAL);
};
