import type * as TS from 'typescript';

/**
 * The one TypeScript configuration of the site: the docs' samples are checked with it
 * (src/plugins/samples/compile.ts) and the playground's worker checks a reader's files with it
 * (src/plugins/playground), so a sample and the same code pasted into the playground are judged alike.
 * Each adds only where its declarations come from (`types`, `typeRoots`), not how code is judged.
 *
 * `lib` is a page's (ES2022 and the DOM), although the playground runs a reader's code in a worker:
 * that code is the docs' code, whose clients run in pages (React components, `window.location`),
 * and a worker's lib cannot sit beside the DOM's. The playground ships the DOM's lib pruned to the
 * globals a worker has too (src/plugins/playground/pruneLib.ts), so `document` and `window` are as
 * unknown to its checker as they are to the worker that runs the code.
 *
 * `jsx`: React's automatic runtime, which the docs' `.tsx` samples are written for (the playground's
 * files are `.ts`, where it changes nothing).
 *
 * A function of the `ts` module rather than an import of it: the worker gets TypeScript as a global
 * (importScripts) and must not bundle a second copy, and the enums' values belong to that module.
 */
export function typescriptOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    forceConsistentCasingInFileNames: true,
  };
}
