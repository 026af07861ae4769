/**
 * The playground's worker (built by src/plugins/playground with esbuild, not by the site's bundler):
 * TypeScript's language service over the reader's two files, and the runner of those files. It is
 * served with a Content-Security-Policy of its own that allows evaluation (src/plugins/deploy/rules.ts).
 */
import type * as TS from 'typescript';
import { createService, type PlaygroundTypes, type Service } from './languageService';
import type { Call, LoadStep, Method, Methods, WorkerMessage, WorkerTypes } from './protocol';
import { previewPackages, renderPreview, type ReactPackages } from './preview';
import { run, RUNTIME_V10, runtimeV9, type Runtime } from './run';
import { importSpecifiers, previewComponent, type PlaygroundVersion } from './state';

declare function importScripts(...urls: string[]): void;
/** TypeScript's compiler, which importScripts defines as the global `ts`. */
declare const ts: typeof TS;

const post = (message: WorkerMessage) => postMessage(message);
const progress = (step: LoadStep) => post({ type: 'progress', step });

/** Declarations by path, from every file loaded so far (the starting files' or a version's chunks). */
const declarations = new Map<string, string>();
/** URLs loaded or loading. */
const requested = new Set<string>();
let start: PlaygroundTypes['start'];

async function loadTypes(urls: readonly string[]): Promise<void> {
  const fresh = urls.filter((url) => !requested.has(url));
  for (const url of fresh) requested.add(url);
  const loadedFiles = await Promise.all(
    fresh.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Loading the type definitions failed: HTTP ${response.status}`);
      return (await response.json()) as PlaygroundTypes;
    }),
  ).catch((error: unknown) => {
    for (const url of fresh) requested.delete(url);
    throw error;
  });
  for (const file of loadedFiles) {
    for (const [name, text] of Object.entries(file.declarations)) declarations.set(name, text);
    start ??= file.start;
  }
}

/**
 * The URLs the page passes in the hash of this script's URL: `typescript`, `types` (once per file),
 * `runtime-v9`, `runtime-react`.
 */
const given = new URLSearchParams(self.location.hash.slice(1));
/**
 * TypeScript and the declarations, loaded as soon as the worker runs (before the page's first call
 * arrives).
 */
const loaded = (() => {
  // The declarations download while TypeScript's script loads and compiles.
  const types = loadTypes(given.getAll('types'));
  types.catch(() => {});
  try {
    progress('typescript');
    importScripts(given.get('typescript') ?? '');
    progress('types');
    return types;
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
})();
// A failure is reported by init, which waits for it (not as an unhandled rejection before it asks).
loaded.catch(() => {});

let service: Service | undefined;
let flags: Readonly<Record<string, string>> | undefined;
let edits = 0;
const ready = () => {
  if (!service) throw new Error('The playground is not initialised.');
  return service;
};

/** A module → the URLs of its types' chunks (WorkerTypes), set by the page once it has the index. */
let modules: WorkerTypes['modules'] = {};
/** The modules whose types are asked for already. */
const imported = new Set<string>();
/** Types loading for an import the reader just wrote: questions wait for them. */
let typesLoading: Promise<void> = Promise.resolve();

/**
 * A file's imports whose types are not loaded yet: loads their chunks and starts the language service
 * again over them (a new module is rare; the service's caches hold until then).
 */
function loadImports(text: string): void {
  const wanted = importSpecifiers(text).filter((specifier) => !specifier.startsWith('.') && !imported.has(specifier));
  const urls = wanted.flatMap((specifier) => {
    const parts = specifier.split('/');
    const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const found = modules[specifier] ?? modules[packageName];
    if (found) imported.add(specifier);
    return found ?? [];
  });
  if (!urls.some((url) => !requested.has(url))) return;
  typesLoading = typesLoading
    .then(() => loadTypes(urls))
    .then(() => {
      const current = ready();
      service = createService(
        ts,
        declarations,
        Object.fromEntries(current.names().map((name) => [name, current.text(name)])),
        { flags },
      );
    })
    // A failed load leaves the import unresolved (its error shows); the next edit tries again.
    .catch(() => {
      for (const specifier of wanted) imported.delete(specifier);
    });
}

/**
 * A task of its own, after the messages that have arrived: through a message port, as the page's messages come
 * (Chromium takes a timer's task before them).
 */
const nextTask = (() => {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
})();

/**
 * Work for when nothing waits: each step is a task of its own, taken only while no message is being
 * answered, so a question or a Run that arrives waits for one step at most (a Run's own waits, its
 * calls and their answers, would otherwise let a step in).
 */
let later: Array<() => void> = [];
let answering = 0;
let scheduled = false;
function scheduleLater(): void {
  if (scheduled || answering > 0 || later.length === 0) return;
  scheduled = true;
  void nextTask().then(() => {
    scheduled = false;
    if (answering > 0) return;
    later.shift()?.();
    scheduleLater();
  });
}

/** The Run being answered, if any. */
let running: Promise<void> = Promise.resolve();
/** A task's turn for the messages that arrived, then the end of the Runs among them (their calls wait on timers too). */
async function runsFirst(): Promise<void> {
  await nextTask();
  for (let last: Promise<void> | undefined; last !== running;) await (last = running);
}

/**
 * Once the answer is sent: the first real check, if the build's answers stood in for it (it parses
 * and binds the declarations, so later checks only redo what changed), and server.ts's declaration,
 * for fast completions in client.ts (./languageService.ts).
 */
function afterCheck(): void {
  const current = service;
  if (!current) return;
  later = [...current.warmSteps(), () => current.emitServerDeclaration()].map(
    // A step of a service replaced since (another file set, new types) is left out.
    (step) => () => service === current && step(),
  );
  scheduleLater();
}

/** The global the 9.x runtime's script defines (esbuild's `globalName`, ./assets.ts). */
declare const playgroundRuntimeV9: { packages: Record<string, unknown> } | undefined;
let loadedV9: Runtime | undefined;

/**
 * The packages a version's files run with: 10.x's are in this script; 9.x's script is loaded on its
 * first Run (a failed load, offline before it was cached, fails the run with the reason).
 */
function runtimeOf(version: PlaygroundVersion): Runtime {
  if (version === 'v10') return RUNTIME_V10;
  if (!loadedV9) {
    importScripts(given.get('runtime-v9') ?? '');
    // zod is the same release in both package sets (else ./assets.ts puts 9.x's own in its script).
    loadedV9 = runtimeV9({ zod: RUNTIME_V10.packages.zod, ...playgroundRuntimeV9?.packages });
  }
  return loadedV9;
}

/** The global the React runtime's script defines (./assets.ts `bundleRuntimeReact`). */
declare const playgroundRuntimeReact: { packages: ReactPackages } | undefined;
let loadedReact: Runtime | undefined;

/** 10.x's packages with React's (its script loaded on a React sample's first Run, taking this script's tRPC). */
function reactRuntime(): Runtime {
  if (!loadedReact) {
    Object.assign(self, { playgroundPackagesV10: RUNTIME_V10.packages });
    importScripts(given.get('runtime-react') ?? '');
    if (!playgroundRuntimeReact) throw new Error('The React runtime did not load.');
    loadedReact = {
      ...RUNTIME_V10,
      packages: { ...RUNTIME_V10.packages, ...previewPackages(playgroundRuntimeReact.packages) },
    };
  }
  return loadedReact;
}

/** A Run: the files compiled, then run with their version's packages (./run.ts). */
async function runFiles(version: PlaygroundVersion, id: number): Promise<Methods['run']['result']> {
  const files = ready();
  const names = files.names();
  // A 10.x React sample renders its component (Run is enabled for it only if it has one: whyNotRunnable).
  const component =
    version === 'v10' ? previewComponent(names.map((name) => ({ name, text: files.text(name) }))) : null;
  const runtime = component ? reactRuntime() : runtimeOf(version);
  const compiled = names.map((name) => ({ name, code: files.transpile(name) }));
  // The page's time limit counts the reader's code from here, not the compiling and the checks queued
  // before it (a first run's, slow in WebKit).
  post({ type: 'running', id });
  let preview: string | undefined;
  const lines = await run(
    compiled,
    runtime,
    component
      ? async (modules, output, locals) => {
          preview = await renderPreview(runtime.packages, modules, component, output, locals);
        }
      : undefined,
  );
  return { lines, preview };
}

type Handlers = {
  [M in Method]: (params: Methods[M]['params'], id: number) => Methods[M]['result'] | Promise<Methods[M]['result']>;
};

const handlers: Handlers = {
  async init({ files, flags: fileFlags, clean }) {
    await loaded;
    progress('checking');
    flags = fileFlags;
    service = createService(ts, declarations, files, { start, flags });
    edits = 0;
    // The page shows the editors with the build's diagnostics (or a clean sample's none), then asks for them
    // all the same: that question makes the first real check (`diagnostics`).
    return service.startingDiagnostics() ?? (clean ? [] : null);
  },
  types({ modules: known }) {
    modules = known;
    // The files' imports as they opened are covered by the declarations loaded with them; an edit may add others.
    for (const name of service?.names() ?? []) {
      for (const specifier of importSpecifiers(ready().text(name))) imported.add(specifier);
    }
    return null;
  },
  update: ({ file, text }) => {
    edits++;
    ready().update(file, text);
    loadImports(text);
    return null;
  },
  files: ({ files }) => {
    edits++;
    // A file set the language service was not made for: a new one (its declarations stay loaded).
    service = createService(ts, declarations, files, { flags });
    for (const text of Object.values(files)) loadImports(text);
    return null;
  },
  async diagnostics({ edits: asked }) {
    const current = ready();
    // The build's answers stand in for a first check; else it is made in steps, each after the Runs and the
    // edits that have arrived (an edit since: the page asks again).
    const steps = current.startingDiagnostics() ? [] : current.checkSteps();
    for (const step of [...steps, () => {}]) {
      await runsFirst();
      await typesLoading;
      if (edits > asked) return null;
      if (service === current) step();
    }
    const found = ready().diagnostics();
    afterCheck();
    return found;
  },
  completions: async ({ file, position }) => {
    await typesLoading;
    return ready().completions(file, position);
  },
  hover: async ({ file, position }) => {
    await typesLoading;
    return ready().hover(file, position);
  },
  run: ({ version }, id) => {
    const done = runFiles(version, id);
    running = done.then(
      () => {},
      () => {},
    );
    return done;
  },
};

self.addEventListener('message', (event: MessageEvent<Call>) => {
  const { id, method, params } = event.data;
  const handler = handlers[method] as (params: unknown, id: number) => unknown;
  answering++;
  Promise.resolve()
    .then(() => handler(params, id))
    .then(
      (value) => post({ type: 'result', id, value }),
      (error: unknown) =>
        post({ type: 'failure', id, message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      answering--;
      scheduleLater();
    });
});
