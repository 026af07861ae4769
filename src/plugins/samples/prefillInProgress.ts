/**
 * The samples' type prefill that the build started (src/plugins/samples), for the Markdown
 * loader to wait on before it reads type data from the cache. Kept on `globalThis`: the plugin and
 * the remark plugin run in the same process but may be loaded as separate module instances (the
 * config loader and the bundler's loaders each load TypeScript files their own way).
 */
const KEY = Symbol.for('trpc.samples.prefillInProgress');

type Holder = { [KEY]?: Promise<void> };

export function setPrefillInProgress(prefill: Promise<void>): void {
  // Waited on by the pages that need it; a failure also fails the plugin's postBuild.
  prefill.catch(() => {});
  (globalThis as Holder)[KEY] = prefill;
}

/** The prefill to wait for, if the build started one (none in unit tests or the samples checker). */
export function prefillInProgress(): Promise<void> | undefined {
  return (globalThis as Holder)[KEY];
}
