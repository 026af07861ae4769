/**
 * Stands in for the theme's `prism-include-languages` client module, which evaluated Prism and its
 * grammars in every page's main bundle before the page could hydrate (this site's languages are
 * registered by `src/prism` itself). Here `src/prism` stays in the main bundle, one copy shared by
 * every code block on every page, evaluated a grammar per task by the client entry's steps
 * (`src/plugins/bundle/clientEntry.ts`): an eager import puts a module in this bundle and evaluates
 * it only when called, which this module never does.
 */
export const loadPrism = () => import(/* webpackMode: "eager" */ '../prism');
