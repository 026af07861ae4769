/**
 * The playground's worker (built by src/plugins/playground with esbuild, not by the site's bundler):
 * TypeScript's language service over the reader's two files, and the runner of those files. It is
 * served with a Content-Security-Policy of its own that allows evaluation (src/plugins/deploy/rules.ts).
 */
import type * as TS from 'typescript';
import { createService, type Service } from './languageService';
import type { Call, LoadStep, Method, Methods, WorkerMessage } from './protocol';
import { run } from './run';

declare function importScripts(...urls: string[]): void;
/** TypeScript's compiler, which importScripts defines as the global `ts`. */
declare const ts: typeof TS;

const post = (message: WorkerMessage) => postMessage(message);
const progress = (step: LoadStep) => post({ type: 'progress', step });

let service: Service | undefined;
let edits = 0;
const ready = () => {
  if (!service) throw new Error('The playground is not initialised.');
  return service;
};

type Handlers = {
  [M in Method]: (params: Methods[M]['params']) => Methods[M]['result'] | Promise<Methods[M]['result']>;
};

const handlers: Handlers = {
  async init({ typescript, types, files }) {
    // The declarations download while TypeScript's script loads and compiles.
    const declarationsLoaded = fetch(types);
    progress('typescript');
    importScripts(typescript);
    progress('types');
    const response = await declarationsLoaded;
    if (!response.ok) throw new Error(`Loading the type definitions failed: HTTP ${response.status}`);
    const declarations = (await response.json()) as Record<string, string>;
    progress('checking');
    service = createService(ts, new Map(Object.entries(declarations)), files);
    edits = 0;
    // The first check parses and binds every declaration file: later ones only redo what changed.
    service.diagnostics();
    return null;
  },
  update: ({ file, text }) => {
    edits++;
    ready().update(file, text);
    return null;
  },
  async diagnostics({ edits: asked }) {
    // Edits queued behind this question are taken in first: if there are any, the page asks again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return edits > asked ? null : ready().diagnostics();
  },
  completions: ({ file, position }) => ready().completions(file, position),
  hover: ({ file, position }) => ready().hover(file, position),
  run: () => {
    const files = ready();
    return run({ server: files.transpile('server.ts'), client: files.transpile('client.ts') });
  },
};

self.addEventListener('message', (event: MessageEvent<Call>) => {
  const { id, method, params } = event.data;
  const handler = handlers[method] as (params: unknown) => unknown;
  Promise.resolve()
    .then(() => handler(params))
    .then(
      (value) => post({ type: 'result', id, value }),
      (error: unknown) =>
        post({ type: 'failure', id, message: error instanceof Error ? error.message : String(error) }),
    );
});
