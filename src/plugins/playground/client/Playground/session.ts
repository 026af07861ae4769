import type {
  Call,
  Diagnostic,
  Files,
  LoadStep,
  Method,
  Methods,
  WorkerMessage,
  WorkerTypes,
} from '@site/src/plugins/playground/client/protocol';

/** What the worker loads: its script, TypeScript, the declaration files it starts with, and 9.x's and React's packages for Run. */
export type WorkerFiles = {
  readonly worker: string;
  readonly typescript: string;
  readonly types: readonly string[];
  readonly runtimeV9: string;
  readonly runtimeReact: string;
};

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void; onRunning?: () => void };

/**
 * The page's side of the playground's worker: calls with one answer each, in the order they were
 * made (the worker handles them in that order, so an edit sent before a question is seen by it).
 */
export class Session {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  /** The modules whose types the worker loads on import, once the page has them (sent again after a restart). */
  private modules: WorkerTypes['modules'] | undefined;
  /**
   * Settles when the worker has loaded TypeScript and the declarations, with the files' diagnostics
   * if the build found them (the starting files), or null.
   */
  private booted: Promise<Diagnostic[] | null>;

  private constructor(
    private readonly manifest: WorkerFiles,
    files: Files,
    private readonly flags: Readonly<Record<string, string>> | undefined,
    onStep: (step: LoadStep) => void,
    private readonly clean: boolean,
  ) {
    this.booted = this.boot(files, onStep);
  }

  /**
   * Starts the worker. Calls made before it is ready wait for it, in order: the editors can be
   * built while it checks the files.
   */
  static start(
    manifest: WorkerFiles,
    files: Files,
    flags: Readonly<Record<string, string>> | undefined,
    onStep: (step: LoadStep) => void,
    /** A docs sample as stored, whose page shows no errors (Methods' init). */
    clean = false,
  ): Session {
    return new Session(manifest, files, flags, onStep, clean);
  }

  /**
   * Resolves once the worker is ready, with the diagnostics it knew at once (or null: ask for them);
   * rejects if it could not start (the worker is then stopped).
   */
  get ready(): Promise<Diagnostic[] | null> {
    return this.booted;
  }

  /** A fresh worker with these files (after a run that did not end). */
  restart(files: Files): Promise<Diagnostic[] | null> {
    this.terminate();
    this.booted = this.boot(files, () => {}, false);
    return this.booted;
  }

  /** Tells the worker which modules' types it may load when a file imports them. */
  setModules(modules: WorkerTypes['modules']): void {
    this.modules = modules;
    void this.call('types', { modules }).catch(() => {});
  }

  /** `onRunning`: for a run, called when the worker has compiled the files and starts running them. */
  call<M extends Method>(
    method: M,
    params: Methods[M]['params'],
    { onRunning }: { onRunning?: () => void } = {},
  ): Promise<Methods[M]['result']> {
    return this.booted.then(() => this.post(method, params, onRunning));
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.failAll(new Error('The playground has stopped.'));
  }

  private post<M extends Method>(
    method: M,
    params: Methods[M]['params'],
    onRunning?: () => void,
  ): Promise<Methods[M]['result']> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('The playground has stopped.'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, onRunning });
      worker.postMessage({ id, method, params } satisfies Call<M>);
    });
  }

  private async boot(files: Files, onStep: (step: LoadStep) => void, clean = this.clean): Promise<Diagnostic[] | null> {
    const { typescript, types, runtimeV9, runtimeReact } = this.manifest;
    // The worker starts loading them before it gets its first call (9.x's packages on a 9.x sample's first Run).
    const hash = new URLSearchParams([
      ['typescript', typescript],
      ...types.map((url) => ['types', url]),
      ['runtime-v9', runtimeV9],
      ['runtime-react', runtimeReact],
    ]);
    const worker = new Worker(`${this.manifest.worker}#${hash}`, { name: 'playground' });
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onStep(message.step);
      if (message.type === 'running') return this.waiting.get(message.id)?.onRunning?.();
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.type === 'result') waiting?.resolve(message.value);
      else waiting?.reject(new Error(message.message));
    });
    // The script did not load (offline, or a deploy removed it) or threw outside a call.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.failAll(new Error(event.message || 'The playground’s worker could not start.'));
    });
    try {
      const known = await this.post('init', { files, flags: this.flags, clean });
      // After a restart: the modules the page had given the worker before.
      if (this.modules) void this.post('types', { modules: this.modules }).catch(() => {});
      return known;
    } catch (error) {
      this.terminate();
      throw error;
    }
  }

  private failAll(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
