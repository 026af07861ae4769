/**
 * The TypeScript setup shared by the samples checker and the build's type annotations: strict
 * compiler options and a language service over one samples environment (a folder with its own
 * package.json and node_modules). Sample files are virtual: they live in memory, under a folder
 * inside the environment, so that their imports resolve to the environment's packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typescriptOptions } from '../utils/typescriptOptions';

export const COMPILER_OPTIONS: ts.CompilerOptions = typescriptOptions(ts);

export type SamplesService = {
  readonly envDir: string;
  readonly virtualRoot: string;
  readonly languageService: ts.LanguageService;
  setFiles(files: ReadonlyMap<string, string>): void;
  getProgram(): ts.Program;
};

/**
 * Parsed declaration files (lib, packages), shared by every language service of the process: a
 * second service over the same environment, as the unit tests and the checker create, parses none
 * of them again.
 */
const documentRegistry = ts.createDocumentRegistry();

/**
 * A language service whose root files are the virtual sample files last given to `setFiles`
 * (absolute paths under `virtualRoot`). Files on disk (lib, packages) are read once and shared
 * by every program the service builds, so compiling one more sample is cheap.
 */
export function createSamplesService(envDir: string): SamplesService {
  const virtualRoot = path.join(envDir, '__samples__');
  // Only Node's globals load by default; other typings (React's, Express's) load when a sample
  // imports their package. Loading every package under @types in every sample's program cost the
  // build about 15% of its samples time, for the same types.
  const options = { ...COMPILER_OPTIONS, typeRoots: [path.join(envDir, 'node_modules', '@types')], types: ['node'] };
  let virtualFiles = new Map<string, { text: string; version: number }>();
  let virtualDirs = new Set<string>();
  let projectVersion = 0;
  const diskSnapshots = new Map<string, ts.IScriptSnapshot | undefined>();
  const diskFileExists = new Map<string, boolean>();
  const diskDirExists = new Map<string, boolean>();

  const host: ts.LanguageServiceHost = {
    getProjectVersion: () => String(projectVersion),
    getScriptFileNames: () => [...virtualFiles.keys()],
    getScriptVersion: (name) => String(virtualFiles.get(path.resolve(name))?.version ?? 0),
    getScriptSnapshot: (name) => {
      const virtual = virtualFiles.get(path.resolve(name));
      if (virtual) return ts.ScriptSnapshot.fromString(virtual.text);
      if (!diskSnapshots.has(name)) {
        const text = ts.sys.readFile(name);
        diskSnapshots.set(name, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
      }
      return diskSnapshots.get(name);
    },
    getCurrentDirectory: () => envDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (name) => {
      if (virtualFiles.has(path.resolve(name))) return true;
      let exists = diskFileExists.get(name);
      if (exists === undefined) diskFileExists.set(name, (exists = ts.sys.fileExists(name)));
      return exists;
    },
    readFile: (name) => virtualFiles.get(path.resolve(name))?.text ?? ts.sys.readFile(name),
    directoryExists: (name) => {
      if (virtualDirs.has(path.resolve(name))) return true;
      let exists = diskDirExists.get(name);
      if (exists === undefined) diskDirExists.set(name, (exists = ts.sys.directoryExists(name)));
      return exists;
    },
    getDirectories: (name) => (fs.existsSync(name) ? ts.sys.getDirectories(name) : []),
    realpath: (name) => ts.sys.realpath?.(name) ?? name,
    useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
  };
  const languageService = ts.createLanguageService(host, documentRegistry);

  return {
    envDir,
    virtualRoot,
    languageService,
    setFiles(files) {
      const next = new Map<string, { text: string; version: number }>();
      for (const [name, text] of files) {
        const previous = virtualFiles.get(name);
        next.set(name, {
          text,
          version: previous === undefined ? 1 : previous.text === text ? previous.version : previous.version + 1,
        });
      }
      virtualFiles = next;
      virtualDirs = new Set(
        [...next.keys()].flatMap((file) => {
          const dirs: string[] = [];
          for (let dir = path.dirname(file); dir.startsWith(virtualRoot); dir = path.dirname(dir)) dirs.push(dir);
          return dirs;
        }),
      );
      projectVersion++;
    },
    getProgram() {
      const program = languageService.getProgram();
      if (!program) throw new Error(`no TypeScript program for ${envDir}`);
      return program;
    },
  };
}
