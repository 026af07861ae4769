import { createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment } from '@typescript/vfs';
import type * as TS from 'typescript';
import { typescriptOptions } from '../../../utils/typescriptOptions';
import type { Completion, Diagnostic, FileName, Files, Hover } from './protocol';

/** The site's options (src/utils/typescriptOptions.ts), with no typings but the declarations the worker is given. */
export function compilerOptions(ts: typeof TS): TS.CompilerOptions {
  return { ...typescriptOptions(ts), types: [] };
}

/** A sample's twoslash flags that are compiler options (`// @strict: false`), as the compiler takes them. */
function flagOptions(ts: typeof TS, flags: Readonly<Record<string, string>>): TS.CompilerOptions {
  const json = Object.fromEntries(
    Object.entries(flags).map(([name, value]) => [
      name,
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
  // Unknown names (twoslash's own: errors, noErrors) are reported, not applied: only options are kept.
  return ts.convertCompilerOptionsFromJson(json, '/').options;
}

const path = (file: FileName) => `/${file}`;
const SERVER = path('server.ts');
const CLIENT = path('client.ts');
/** Where client.ts's view finds server.ts's declaration file: `./server` resolves to it when there is no server.ts. */
const SERVER_DECLARATION = '/server.d.ts';
const severities = { 0: 'warning', 1: 'error', 2: 'info', 3: 'info' } as const;

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
  /** TypeScript's lib files at the root (where @typescript/vfs looks for them) and the packages under /node_modules: path → text. */
  readonly declarations: Record<string, string>;
  /** For the starting files only (not in the docs versions' declarations). */
  readonly start?: StartingPoint;
};

export type ServiceOptions = {
  /**
   * Answer completions in client.ts against server.ts's declaration file when it is current (the
   * default; only for the two starting files, server.ts and client.ts).
   */
  readonly clientView?: boolean;
  readonly start?: StartingPoint;
  /** A sample's twoslash flags: those that are compiler options apply. */
  readonly flags?: Readonly<Record<string, string>>;
};

/**
 * TypeScript's language service over the two files and a read-only tree of declaration files
 * (`types`: path → text), on @typescript/vfs.
 *
 * TypeScript's checker starts over after every edit, so a completion in client.ts would infer the
 * whole router of server.ts again (zod's and tRPC's types: most of the time a completion takes).
 * A second environment, client.ts's view, sees server.ts as the declaration file the compiler emits
 * for it, which states the router's type outright. The declaration is emitted after a check, from
 * the checker that has just inferred it, and only for a server.ts without errors; until then, and
 * for everything but completions, the environment over both sources answers.
 */
export function createService(
  ts: typeof TS,
  types: ReadonlyMap<string, string>,
  initial: Files,
  { clientView: wantsClientView = true, start, flags = {} }: ServiceOptions = {},
) {
  const files: Files = { ...initial };
  const names = () => Object.keys(files);
  const versions: Record<FileName, number> = Object.fromEntries(names().map((name) => [name, 0]));
  // Node's globals when its types are there (the docs versions' declarations), as the samples are checked.
  const options: TS.CompilerOptions = {
    ...compilerOptions(ts),
    ...(types.has('/node_modules/@types/node/package.json') ? { types: ['node'] } : {}),
    ...flagOptions(ts, flags),
  };
  const clientView = wantsClientView && names().join() === 'server.ts,client.ts';
  /** The version of server.ts last emitted for, and whether that gave a declaration (not if it had errors). */
  let serverDeclaration: { readonly emitted: boolean; readonly serverVersion: number } | undefined;
  let declarationText = '';
  /**
   * An environment builds its first program at once (parsing every declaration file): each is made
   * when first asked, so the worker can answer with the build's diagnostics before that.
   */
  const environment = (sources: Record<string, string>) =>
    createVirtualTypeScriptEnvironment(
      createSystem(new Map([...types, ...Object.entries(sources)])),
      Object.keys(sources),
      ts,
      options,
    );
  let both: VirtualTypeScriptEnvironment | undefined;
  let view: { environment: VirtualTypeScriptEnvironment; client: string; declaration: string } | undefined;
  const service = () => (both ??= environment(Object.fromEntries(names().map((name) => [path(name), files[name]]))));
  /** client.ts's view, brought up to date: client.ts, and server.ts's declaration in place of server.ts. */
  const clientService = () => {
    if (!view) {
      const sources = { [CLIENT]: files['client.ts'], [SERVER_DECLARATION]: declarationText };
      view = { environment: environment(sources), client: files['client.ts'], declaration: declarationText };
    }
    // createFile replaces a file's text; updateFile would first build a program to diff against.
    if (view.client !== files['client.ts']) view.environment.createFile(CLIENT, (view.client = files['client.ts']));
    if (view.declaration !== declarationText)
      view.environment.createFile(SERVER_DECLARATION, (view.declaration = declarationText));
    return view.environment.languageService;
  };
  const text = (file: FileName) => files[file];
  const serverVersion = () => versions['server.ts'];
  const fileVersions = () =>
    names()
      .map((name) => `${name}:${versions[name]}`)
      .join();
  /** The files' versions at the last check: the program its checker belongs to. */
  let checked: string | undefined;
  const opening = fileVersions();
  /** The build's answers, while the files are the ones it checked. */
  const started =
    start &&
    Object.keys(start.files).join() === names().join() &&
    names().every((name) => start.files[name] === initial[name])
      ? start
      : undefined;
  if (started && clientView) {
    serverDeclaration = { emitted: started.serverDeclaration !== undefined, serverVersion: serverVersion() };
    declarationText = started.serverDeclaration ?? '';
  }

  /** After a check, while the checker still holds server.ts's types: its declaration file, if it has no errors. */
  const emitServerDeclaration = () => {
    if (!clientView || serverDeclaration?.serverVersion === serverVersion()) return;
    // Edited since: a new program's checker would infer everything again. The next check emits it.
    if (checked !== fileVersions()) return;
    const { languageService } = service();
    const program = languageService.getProgram();
    const source = program?.getSourceFile(SERVER);
    if (!program || !source) return;
    let emitted: string | undefined;
    if (program.getSyntacticDiagnostics(source).length + program.getSemanticDiagnostics(source).length === 0) {
      // Declarations only, although the options say noEmit (the last argument forces them).
      const output = languageService.getEmitOutput(SERVER, true, true);
      if (output.diagnostics.length === 0)
        emitted = output.outputFiles.find((file) => file.name.endsWith('.d.ts'))?.text;
    }
    serverDeclaration = { emitted: emitted !== undefined, serverVersion: serverVersion() };
    if (emitted !== undefined) declarationText = emitted;
  };
  const check = (): Diagnostic[] => {
    checked = fileVersions();
    const { languageService } = service();
    return names().flatMap((file) => {
      const found = [
        ...languageService.getSyntacticDiagnostics(path(file)),
        ...languageService.getSemanticDiagnostics(path(file)),
      ];
      const source = languageService.getProgram()?.getSourceFile(path(file));
      return found.map((diagnostic): Diagnostic => {
        const from = diagnostic.start ?? 0;
        return {
          file,
          from,
          to: from + (diagnostic.length ?? 0),
          severity: severities[diagnostic.category],
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
          code: diagnostic.code,
          line: (source?.getLineAndCharacterOfPosition(from).line ?? 0) + 1,
        };
      });
    });
  };
  const checkSteps = (): Array<() => void> => [
    () => service().languageService.getProgram(),
    ...names().map((file) => () => service().languageService.getSemanticDiagnostics(path(file))),
  ];
  const startingDiagnostics = () =>
    started && checked === undefined && fileVersions() === opening ? started.diagnostics : null;
  const serviceFor = (file: FileName) =>
    file === 'client.ts' && serverDeclaration?.emitted && serverDeclaration.serverVersion === serverVersion()
      ? clientService()
      : service().languageService;

  return {
    text,
    /** The files' names, in their order. */
    names,
    update(file: FileName, next: string) {
      if (!(file in files)) throw new Error(`No file ${file}.`);
      if (files[file] === next) return;
      files[file] = next;
      versions[file]++;
      // createFile replaces a file's text; updateFile would first build a program to diff against.
      both?.createFile(path(file), next);
    },
    /** The build's diagnostics, while they hold (nothing checked or edited yet); null otherwise. */
    startingDiagnostics,
    diagnostics: (): Diagnostic[] => startingDiagnostics() ?? check(),
    /**
     * A check in steps, each to be run as a task of its own, so that a Run waits for one step at most:
     * the program, then each file (the program keeps each file's answer for `diagnostics`).
     */
    checkSteps,
    /**
     * Checks the files if nothing has yet (the build's answers stood in), and builds client.ts's view:
     * later checks and completions only redo what changed. In steps, as `checkSteps`.
     */
    warmSteps(): Array<() => void> {
      const unchecked = checked === undefined;
      return [
        ...(unchecked ? [...checkSteps(), () => check()] : []),
        // Only with a declaration to see: without one (server.ts had errors), the view has nothing to answer from.
        () => clientView && serverDeclaration?.emitted && clientService().getProgram(),
      ];
    },
    /** Call after `diagnostics`, when nothing waits (the first emit costs a cold start of the emitter). */
    emitServerDeclaration,
    /** server.ts's declaration file as last emitted (for the build's starting point). */
    serverDeclaration: () => (serverDeclaration?.emitted ? declarationText : undefined),
    completions(file: FileName, position: number): Completion[] {
      const found = serviceFor(file).getCompletionsAtPosition(path(file), position, {});
      // Case-insensitive, then by code point, not in the reader's locale: the same list in every browser
      // (Lithuanian sorts `y` right after `i`).
      const byCodePoint = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
      const byName = (x: string, y: string) => byCodePoint(x.toLowerCase(), y.toLowerCase()) || byCodePoint(x, y);
      return (found?.entries ?? [])
        .slice()
        .sort((a, b) => byCodePoint(a.sortText, b.sortText) || byName(a.name, b.name))
        .slice(0, 300)
        .map((entry) => ({ label: entry.name, kind: entry.kind, sortText: entry.sortText }));
    },
    hover(file: FileName, position: number): Hover | null {
      const info = service().languageService.getQuickInfoAtPosition(path(file), position);
      if (!info) return null;
      return {
        from: info.textSpan.start,
        to: info.textSpan.start + info.textSpan.length,
        signature: ts.displayPartsToString(info.displayParts),
        docs: ts.displayPartsToString(info.documentation),
      };
    },
    /** A file as CommonJS, for running (types erased, nothing checked). */
    transpile(file: FileName): string {
      return ts.transpileModule(text(file), {
        fileName: path(file),
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
          // A .tsx file's JSX calls `react/jsx-runtime`, which a React sample's Run has (./preview.ts).
          jsx: ts.JsxEmit.ReactJSX,
        },
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
