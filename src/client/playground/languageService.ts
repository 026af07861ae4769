import type * as TS from 'typescript';
import type { Completion, Diagnostic, FileName, Files, Hover } from './protocol';
import { FILE_NAMES } from './protocol';
import { typescriptOptions } from '../../utils/typescriptOptions';

/** The site's options (src/utils/typescriptOptions.ts), with no typings but the declarations the worker is given. */
export function compilerOptions(ts: typeof TS): TS.CompilerOptions {
  return { ...typescriptOptions(ts), types: [] };
}

const path = (file: FileName) => `/${file}`;
const SERVER = path('server.ts');
const CLIENT = path('client.ts');
/** Where client.ts's view finds server.ts's declaration file: `./server` resolves to it when there is no server.ts. */
const SERVER_DECLARATION = '/server.d.ts';
const severities = { 0: 'warning', 1: 'error', 2: 'info', 3: 'info' } as const;

type Source = { readonly text: string; readonly version: number };

/**
 * What the build found when it checked the starting files (./files.ts) with this service: the worker
 * opens with it instead of checking them first (the compiler's answers depend on nothing but the
 * files and the declarations, which the build fixes), and checks them once the editors are shown.
 */
export type StartingPoint = {
  /** The files it was found for: it holds only while the files are these. */
  readonly files: Files;
  readonly diagnostics: Diagnostic[];
  /** server.ts's declaration file; undefined when server.ts has errors. */
  readonly serverDeclaration: string | undefined;
};

/** The types file the build writes (src/plugins/playground/assets.ts) and the worker loads. */
export type PlaygroundTypes = {
  /** The lib files under /lib and the packages under /node_modules: path → text. */
  readonly declarations: Record<string, string>;
  readonly start: StartingPoint;
};

export type ServiceOptions = {
  /** Answer completions in client.ts against server.ts's declaration file when it is current (the default). */
  readonly clientView?: boolean;
  readonly start?: StartingPoint;
};

/**
 * A TypeScript language service over the two files and a read-only tree of declaration files
 * (`types`: path → text, the lib files under /lib and the packages under /node_modules).
 *
 * TypeScript's checker starts over after every edit, so a completion in client.ts would infer the
 * whole router of server.ts again (zod's and tRPC's types: most of the time a completion takes).
 * A second service, client.ts's view, sees server.ts as the declaration file the compiler emits for
 * it, which states the router's type outright. The declaration is emitted after a check, from the
 * checker that has just inferred it, and only for a server.ts without errors; until then, and for
 * everything but completions, the service over both sources answers.
 */
export function createService(
  ts: typeof TS,
  types: ReadonlyMap<string, string>,
  initial: Files,
  { clientView = true, start }: ServiceOptions = {},
) {
  const files = new Map<string, Source>(FILE_NAMES.map((name) => [path(name), { text: initial[name], version: 0 }]));
  /** The version of server.ts last emitted for, and whether that gave a declaration (not if it had errors). */
  let serverDeclaration: { readonly emitted: boolean; readonly serverVersion: number } | undefined;
  const libSnapshots = new Map<string, TS.IScriptSnapshot>();
  const directories = new Set<string>(['/']);
  for (const file of types.keys()) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) directories.add(file.slice(0, at));
  }

  const host = (sources: ReadonlyMap<string, Source>): TS.LanguageServiceHost => {
    const readFile = (file: string) => sources.get(file)?.text ?? types.get(file);
    return {
      getCompilationSettings: () => compilerOptions(ts),
      getScriptFileNames: () => [...sources.keys()],
      getScriptVersion: (file) => String(sources.get(file)?.version ?? 0),
      getScriptSnapshot: (file) => {
        const own = sources.get(file);
        if (own) return ts.ScriptSnapshot.fromString(own.text);
        let snapshot = libSnapshots.get(file);
        const text = types.get(file);
        if (!snapshot && text !== undefined) libSnapshots.set(file, (snapshot = ts.ScriptSnapshot.fromString(text)));
        return snapshot;
      },
      getCurrentDirectory: () => '/',
      getDefaultLibFileName: () => '/lib/lib.d.ts',
      fileExists: (file) => readFile(file) !== undefined,
      readFile,
      directoryExists: (directory) => directories.has(directory.replace(/\/$/, '') || '/'),
      getDirectories: (directory) => {
        const prefix = directory.endsWith('/') ? directory : `${directory}/`;
        return [...directories]
          .filter((candidate) => candidate.startsWith(prefix) && !candidate.slice(prefix.length).includes('/'))
          .map((candidate) => candidate.slice(prefix.length));
      },
    };
  };
  // One registry: both services share the parsed declaration files.
  const registry = ts.createDocumentRegistry();
  const service = ts.createLanguageService(host(files), registry);
  /** client.ts's view: client.ts, and server.ts's declaration in place of server.ts. */
  const clientFiles = new Map<string, Source>([
    [CLIENT, files.get(CLIENT) ?? { text: '', version: 0 }],
    [SERVER_DECLARATION, { text: '', version: 0 }],
  ]);
  const clientService = ts.createLanguageService(host(clientFiles), registry);
  const text = (file: FileName) => files.get(path(file))?.text ?? '';
  const serverVersion = () => files.get(SERVER)?.version ?? 0;
  const versions = () => [...files.values()].map((source) => source.version).join();
  /** The files' versions at the last check: the program its checker belongs to. */
  let checked: string | undefined;
  const opening = versions();
  /** The build's answers, while the files are the ones it checked. */
  const started = start && FILE_NAMES.every((name) => start.files[name] === initial[name]) ? start : undefined;
  if (started && clientView) {
    serverDeclaration = { emitted: started.serverDeclaration !== undefined, serverVersion: serverVersion() };
    if (started.serverDeclaration !== undefined)
      clientFiles.set(SERVER_DECLARATION, { text: started.serverDeclaration, version: 1 });
  }

  /** After a check, while the checker still holds server.ts's types: its declaration file, if it has no errors. */
  const emitServerDeclaration = () => {
    if (!clientView || serverDeclaration?.serverVersion === serverVersion()) return;
    // Edited since: a new program's checker would infer everything again. The next check emits it.
    if (checked !== versions()) return;
    const program = service.getProgram();
    const source = program?.getSourceFile(SERVER);
    if (!program || !source) return;
    let emitted: string | undefined;
    if (program.getSyntacticDiagnostics(source).length + program.getSemanticDiagnostics(source).length === 0) {
      // Declarations only, although the options say noEmit (the last argument forces them).
      const output = service.getEmitOutput(SERVER, true, true);
      if (output.diagnostics.length === 0)
        emitted = output.outputFiles.find((file) => file.name.endsWith('.d.ts'))?.text;
    }
    serverDeclaration = { emitted: emitted !== undefined, serverVersion: serverVersion() };
    const previous = clientFiles.get(SERVER_DECLARATION)?.version ?? 0;
    if (emitted !== undefined) clientFiles.set(SERVER_DECLARATION, { text: emitted, version: previous + 1 });
  };
  const check = (): Diagnostic[] => {
    checked = versions();
    return FILE_NAMES.flatMap((file) => {
      const found = [...service.getSyntacticDiagnostics(path(file)), ...service.getSemanticDiagnostics(path(file))];
      const source = service.getProgram()?.getSourceFile(path(file));
      return found.map((diagnostic): Diagnostic => {
        const from = diagnostic.start ?? 0;
        return {
          file,
          from,
          to: from + (diagnostic.length ?? 0),
          severity: severities[diagnostic.category],
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
          line: (source?.getLineAndCharacterOfPosition(from).line ?? 0) + 1,
        };
      });
    });
  };
  const startingDiagnostics = () =>
    started && checked === undefined && versions() === opening ? started.diagnostics : null;
  const serviceFor = (file: FileName) =>
    file === 'client.ts' && serverDeclaration?.emitted && serverDeclaration.serverVersion === serverVersion()
      ? clientService
      : service;

  return {
    text,
    update(file: FileName, next: string) {
      const entry = files.get(path(file));
      if (!entry || entry.text === next) return;
      const source = { text: next, version: entry.version + 1 };
      files.set(path(file), source);
      if (path(file) === CLIENT) clientFiles.set(CLIENT, source);
    },
    /** The build's diagnostics, while they hold (nothing checked or edited yet); null otherwise. */
    startingDiagnostics,
    diagnostics: (): Diagnostic[] => startingDiagnostics() ?? check(),
    /** Checks the files if nothing has yet (the build's answers stood in): later checks only redo what changed. */
    warm() {
      if (checked === undefined) check();
    },
    /** Call after `diagnostics`, when nothing waits (the first emit costs a cold start of the emitter). */
    emitServerDeclaration,
    /** server.ts's declaration file as last emitted (for the build's starting point). */
    serverDeclaration: () => (serverDeclaration?.emitted ? clientFiles.get(SERVER_DECLARATION)?.text : undefined),
    completions(file: FileName, position: number): Completion[] {
      const found = serviceFor(file).getCompletionsAtPosition(path(file), position, {});
      return (found?.entries ?? [])
        .slice()
        .sort((a, b) => a.sortText.localeCompare(b.sortText) || a.name.localeCompare(b.name))
        .slice(0, 300)
        .map((entry) => ({ label: entry.name, kind: entry.kind, sortText: entry.sortText }));
    },
    hover(file: FileName, position: number): Hover | null {
      const info = service.getQuickInfoAtPosition(path(file), position);
      if (!info) return null;
      return {
        from: info.textSpan.start,
        to: info.textSpan.start + info.textSpan.length,
        signature: ts.displayPartsToString(info.displayParts),
        docs: ts.displayPartsToString(info.documentation),
      };
    },
    /** Both files as CommonJS, for running (types erased, nothing checked). */
    transpile(file: FileName): string {
      return ts.transpileModule(text(file), {
        fileName: path(file),
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      }).outputText;
    },
  };
}

export type Service = ReturnType<typeof createService>;

/** The build's starting point for `files` (see StartingPoint): this service's own answers for them. */
export function startingPoint(ts: typeof TS, types: ReadonlyMap<string, string>, files: Files): StartingPoint {
  const service = createService(ts, types, files);
  const diagnostics = service.diagnostics();
  service.emitServerDeclaration();
  return { files, diagnostics, serverDeclaration: service.serverDeclaration() };
}
