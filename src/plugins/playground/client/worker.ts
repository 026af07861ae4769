/**
 * The playground's worker (built by src/plugins/playground with esbuild, not by the site's bundler):
 * TypeScript's language service over the reader's two files, and the runner of those files. It is
 * served with a Content-Security-Policy of its own that allows evaluation (src/plugins/deploy/rules.ts).
 */
import type * as TS from 'typescript';
import { createService, type PlaygroundTypes, type Service } from './languageService';
import type { Call, LoadStep, Method, Methods, WorkerMessage } from './protocol';
import { run } from './run';

declare function importScripts(...urls: string[]): void;
/** TypeScript's compiler, which importScripts defines as the global `ts`. */
declare const ts: typeof TS;

const post = (message: WorkerMessage) => postMessage(message);
const progress = (step: LoadStep) => post({ type: 'progress', step });

/**
 * TypeScript and the declarations, loaded as soon as the worker runs (before the page's first call
 * arrives): the page passes their URLs in the hash of the worker's URL.
 */
const loaded = (() => {
  const urls = new URLSearchParams(self.location.hash.slice(1));
  // The declarations download while TypeScript's script loads and compiles.
  const declarations = fetch(urls.get('types') ?? '').then(async (response) => {
    if (!response.ok) throw new Error(`Loading the type definitions failed: HTTP ${response.status}`);
    return (await response.json()) as PlaygroundTypes;
  });
  declarations.catch(() => {});
  try {
    progress('typescript');
    importScripts(urls.get('typescript') ?? '');
    progress('types');
    return declarations;
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
})();
// A failure is reported by init, which waits for it (not as an unhandled rejection before it asks).
loaded.catch(() => {});

let service: Service | undefined;
let edits = 0;
const ready = () => {
  if (!service) throw new Error('The playground is not initialised.');
  return service;
};

/**
 * Once the answer is sent: the first real check, if the build's answers stood in for it (it parses
 * and binds the declarations, so later checks only redo what changed), and server.ts's declaration,
 * for fast completions in client.ts (./languageService.ts).
 */
const afterCheck = () =>
  setTimeout(() => {
    service?.warm();
    service?.emitServerDeclaration();
  }, 0);

type Handlers = {
  [M in Method]: (params: Methods[M]['params'], id: number) => Methods[M]['result'] | Promise<Methods[M]['result']>;
};

const handlers: Handlers = {
  async init({ files, flags }) {
    const { declarations, start } = await loaded;
    progress('checking');
    service = createService(ts, new Map(Object.entries(declarations)), files, { start, flags });
    edits = 0;
    // The page shows the editors with the build's diagnostics while the worker checks the files.
    const known = service.startingDiagnostics();
    if (known) afterCheck();
    return known;
  },
  update: ({ file, text }) => {
    edits++;
    ready().update(file, text);
    return null;
  },
  async diagnostics({ edits: asked }) {
    // Edits queued behind this question are taken in first: if there are any, the page asks again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (edits > asked) return null;
    const found = ready().diagnostics();
    afterCheck();
    return found;
  },
  completions: ({ file, position }) => ready().completions(file, position),
  hover: ({ file, position }) => ready().hover(file, position),
  run: (_params, id) => {
    const files = ready();
    const compiled = files.names().map((name) => ({ name, code: files.transpile(name) }));
    // The page's time limit counts the reader's code from here, not the compiling and the checks queued
    // before it (a first run's, slow in WebKit).
    post({ type: 'running', id });
    return run(compiled);
  },
};

self.addEventListener('message', (event: MessageEvent<Call>) => {
  const { id, method, params } = event.data;
  const handler = handlers[method] as (params: unknown, id: number) => unknown;
  Promise.resolve()
    .then(() => handler(params, id))
    .then(
      (value) => post({ type: 'result', id, value }),
      (error: unknown) =>
        post({ type: 'failure', id, message: error instanceof Error ? error.message : String(error) }),
    );
});
