/**
 * `src/prism` evaluated a piece per call, in the order `index.ts` imports it (each language after
 * the ones it extends), for the client entry's steps (`src/plugins/bundle/clientEntry.ts`): the
 * grammars together take 15–20 ms to build, too long for one task on a phone.
 */
export const prismSteps: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ './core'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-markup'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-clike'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-javascript'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-jsx'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-typescript'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-tsx'),
  () => import(/* webpackMode: "eager" */ './shell'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-diff'),
  () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-json'),
  () => import(/* webpackMode: "eager" */ './index'),
];
