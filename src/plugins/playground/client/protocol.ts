import type { PlaygroundVersion } from './state';

/**
 * The messages between the playground's page (./Playground) and its worker
 * (./worker.ts): the page calls a method with parameters and gets one answer per call; the worker
 * also reports its loading steps.
 */

/** A file's path relative to the playground's root (`server.ts`, `utils/trpc.ts`). */
export type FileName = string;
/** The reader's files by name, in their order (the editors'). */
export type Files = Record<FileName, string>;

/** The assets the playground plugin builds (src/plugins/playground), as URLs. */
export type PlaygroundManifest = {
  readonly worker: string;
  readonly typescript: string;
  /** The packages of 9.x that Run uses (`@trpc/server`, `@trpc/client` 9.27.4), loaded on a 9.x sample's first Run. */
  readonly runtimeV9: string;
  /** 10.x's React packages for a React sample's preview, loaded on its first Run. */
  readonly runtimeReact: string;
  /** The starting files' declarations (with the build's answers for them). */
  readonly types: string;
  /** The docs versions' declarations: which chunks a sample or a module needs (TypeIndex). */
  readonly index: string;
  /** The folder of the playground's files (the index's chunks are named relative to it), with its trailing slash. */
  readonly assets: string;
  /** The folder of the samples' states (`<id>.json`), with its trailing slash. */
  readonly samples: string;
  /** Its service worker (./offline), and the scopes it is registered for: the page's and the worker's folder. */
  readonly offline: { readonly serviceWorker: string; readonly scopes: readonly string[] };
};

/**
 * The docs versions' declarations, built by src/plugins/playground/assets.ts: one chunk file per
 * package and version, content-hashed (a chunk both versions share is one file), and for each version
 * which chunks a sample's program, or a program importing a module, reads.
 */
export type TypeIndex = {
  /** The chunks' file names, beside the index; each holds `{ declarations: path → text }`. */
  readonly chunks: readonly string[];
  readonly versions: Readonly<Record<PlaygroundVersion, VersionTypes>>;
};

export type VersionTypes = {
  /** What every program reads (TypeScript's lib files, Node's types): chunk numbers. */
  readonly base: readonly number[];
  /** Sets of chunk numbers, each what one or more programs read (base included). */
  readonly sets: readonly (readonly number[])[];
  /** Sample id → the set its program reads. */
  readonly samples: Readonly<Record<string, number>>;
  /** A module a reader may import (`zod`, `@trpc/server/adapters/next`) → the set a program importing it reads. */
  readonly modules: Readonly<Record<string, number>>;
};

/** The worker's declarations: the URLs it loads at once, and which chunks an import asks for later. */
export type WorkerTypes = {
  /** Chunk or types files (`{ declarations }`), loaded when the worker starts. */
  readonly load: readonly string[];
  /** A module → the URLs of the chunks its types need, loaded when a file first imports it. */
  readonly modules: Readonly<Record<string, readonly string[]>>;
};

export type Diagnostic = {
  readonly file: FileName;
  readonly from: number;
  readonly to: number;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  /** TypeScript's error number (2322). */
  readonly code: number;
  /** 1-based, for the summary read to screen readers. */
  readonly line: number;
};

export type Completion = { readonly label: string; readonly kind: string; readonly sortText: string };

export type Hover = { readonly from: number; readonly to: number; readonly signature: string; readonly docs: string };

export type OutputLine = { readonly kind: 'log' | 'info' | 'warn' | 'error' | 'call'; readonly text: string };

/** What Run gives: its output, and a React sample's component rendered to HTML (./preview.ts), if it rendered. */
export type RunResult = { readonly lines: OutputLine[]; readonly preview?: string | undefined };

export type Methods = {
  /**
   * The worker loads TypeScript and the declarations from the URLs in its own URL's hash. The result:
   * the files' diagnostics when the build found them (the starting files), or null: ask for them.
   */
  init: {
    params: {
      files: Files;
      flags?: Readonly<Record<string, string>>;
      /**
       * The files are a docs sample as stored, which its page shows without errors (and
       * tests/unit/playground-samples.test.ts holds the playground to that): the worker answers no
       * diagnostics at once, and checks them after.
       */
      clean?: boolean;
    };
    result: Diagnostic[] | null;
  };
  /** The modules whose types the worker may load when a file imports them (from the version's index). */
  types: { params: { modules: WorkerTypes['modules'] }; result: null };
  update: { params: { file: FileName; text: string }; result: null };
  /** The reader added, renamed or deleted a file: these are the files now, in their order. */
  files: { params: { files: Files }; result: null };
  /** `edits`: how many updates the page had sent; null when more have arrived since (a newer check follows). */
  diagnostics: { params: { edits: number }; result: Diagnostic[] | null };
  completions: { params: { file: FileName; position: number }; result: Completion[] };
  hover: { params: { file: FileName; position: number }; result: Hover | null };
  /** Runs the files with the packages of their docs version. */
  run: { params: { version: PlaygroundVersion }; result: RunResult };
};
export type Method = keyof Methods;

export type Call<M extends Method = Method> = {
  readonly id: number;
  readonly method: M;
  readonly params: Methods[M]['params'];
};

export type LoadStep = 'typescript' | 'types' | 'checking';

export type WorkerMessage =
  | { readonly type: 'result'; readonly id: number; readonly value: unknown }
  | { readonly type: 'failure'; readonly id: number; readonly message: string }
  | { readonly type: 'progress'; readonly step: LoadStep }
  /** Run call `id` has compiled the files and starts running them: the page's time limit counts from here. */
  | { readonly type: 'running'; readonly id: number };
