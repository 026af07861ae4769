/** tslib's ES module build has the same exports as the package's entry. */
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
