import type * as TS from 'typescript';
import type { Completion, Diagnostic, FileName, Files, Hover } from './protocol';
import { FILE_NAMES } from './protocol';

/** The options the samples are checked with (src/samples/compiler.ts), for two files at the root. */
export function compilerOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    // The reader's code runs in a worker: its globals are a worker's (console, fetch, URL, …), not a page's.
    lib: ['lib.es2022.d.ts', 'lib.webworker.d.ts'],
    types: [],
    skipLibCheck: true,
  };
}

const path = (file: FileName) => `/${file}`;
const severities = { 0: 'warning', 1: 'error', 2: 'info', 3: 'info' } as const;

/**
 * A TypeScript language service over the two files and a read-only tree of declaration files
 * (`types`: path → text, the lib files under /lib and the packages under /node_modules).
 */
export function createService(ts: typeof TS, types: ReadonlyMap<string, string>, initial: Files) {
  const files = new Map(FILE_NAMES.map((name) => [path(name), { text: initial[name], version: 0 }]));
  const snapshots = new Map<string, TS.IScriptSnapshot>();
  const directories = new Set<string>(['/']);
  for (const file of types.keys()) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) directories.add(file.slice(0, at));
  }
  const readFile = (file: string) => files.get(file)?.text ?? types.get(file);
  const host: TS.LanguageServiceHost = {
    getCompilationSettings: () => compilerOptions(ts),
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: (file) => String(files.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const own = files.get(file);
      if (own) return ts.ScriptSnapshot.fromString(own.text);
      let snapshot = snapshots.get(file);
      const text = types.get(file);
      if (!snapshot && text !== undefined) snapshots.set(file, (snapshot = ts.ScriptSnapshot.fromString(text)));
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
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const text = (file: FileName) => files.get(path(file))?.text ?? '';

  return {
    text,
    update(file: FileName, next: string) {
      const entry = files.get(path(file));
      if (entry && entry.text !== next) files.set(path(file), { text: next, version: entry.version + 1 });
    },
    diagnostics(): Diagnostic[] {
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
    },
    completions(file: FileName, position: number): Completion[] {
      const found = service.getCompletionsAtPosition(path(file), position, {});
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
