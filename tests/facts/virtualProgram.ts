/**
 * The facts' type checks: a TypeScript program over files that exist only in memory, in a folder of their
 * own beside this one, importing a package set's declarations from disk through `paths`.
 */
import path from 'node:path';
import ts from 'typescript';

/** Declarations parse the same in every program here: each is parsed once per process, by its language options. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The options every such check starts from: a package set's modules by name, no @types, no emit. */
export function checkOptions(
  packages: string,
  modules: readonly string[],
  options: ts.CompilerOptions = {},
): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    paths: Object.fromEntries(modules.map((name) => [name, [path.join(packages, name)]])),
    ...options,
  };
}

/**
 * The program of `files` (name → code), placed in `tests/facts/<folder>.virtual/`; every other file is read
 * from disk.
 */
export function virtualProgram(folder: string, files: Record<string, string>, options: ts.CompilerOptions): ts.Program {
  const root = path.join(__dirname, `${folder}.virtual`);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const virtual = (name: string) => path.dirname(name) === root && Object.hasOwn(files, path.basename(name));
  host.getSourceFile = (name, version, ...rest) => {
    if (virtual(name)) return ts.createSourceFile(name, files[path.basename(name)], version);
    const key = `${JSON.stringify(version)} ${name}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(name, version, ...rest));
    return parsed.get(key);
  };
  host.fileExists = (name) => virtual(name) || fileExists(name);
  host.directoryExists = (name) => name === root || (directoryExists?.(name) ?? true);
  return ts.createProgram(
    Object.keys(files).map((name) => path.join(root, name)),
    options,
    host,
  );
}

/** A diagnostic's line in its file (1-based; 0 without a place). */
export const lineOf = (diagnostic: ts.Diagnostic): number =>
  diagnostic.file && diagnostic.start !== undefined
    ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
    : 0;
