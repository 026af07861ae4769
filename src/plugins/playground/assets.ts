import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import { initialFiles } from './client/files';
import { compilerOptions, startingPoint, type PlaygroundTypes } from './client/languageService';
import { VERSIONS } from './client/state';
import { ENVIRONMENTS } from '../samples/environments';
import { findMarkdown } from '../samples/blocks';
import type { TypeIndex, VersionTypes } from './client/protocol';
import { importSpecifiers, RUNNABLE_MODULES, type PlaygroundVersion } from './client/state';
import { docsSamples, type DocsSample } from './docsSamples';
import { identifiersIn, pruneLib, READER_GLOBALS } from './pruneLib';

/**
 * The files the playground loads on first use, named by content hash: the worker, TypeScript, the
 * starting files' declarations (`types`), and the docs versions' declarations in chunks of one package
 * each (`chunks`), with the index (`index`) that says which chunks each sample and each module needs.
 */
export type PlaygroundAssets = {
  /** The folder in node_modules/.cache that holds them. */
  readonly dir: string;
  readonly files: {
    readonly worker: string;
    readonly typescript: string;
    /** 9.x's `@trpc/server` and `@trpc/client` for Run, loaded by the worker on a 9.x sample's first Run. */
    readonly runtimeV9: string;
    /** React, its server renderer, React Query and `@trpc/react-query` (10.x), loaded on a React sample's first Run. */
    readonly runtimeReact: string;
    readonly types: string;
    readonly index: string;
  };
  /** The declaration chunks' file names (`types-<package>.<hash>.json`), shared by both versions when equal. */
  readonly chunks: readonly string[];
  /** The cached parts they were put together from (the worker's and TypeScript's folder, each version's declarations): a cold run removes them too. */
  readonly parts: readonly string[];
  readonly cached: boolean;
  readonly ms: number;
};

/**
 * TypeScript's lib files lose their comments: most of their size, and a fifth of the first check's
 * time (the compiler parses the JSDoc of every declaration file). Hovers of built-ins then show
 * types without prose; the packages' own comments stay.
 */
const stripComments = (file: string) => /^\/lib\.[\w.]+\.d\.ts$/.test(file);
/** The DOM's globals: pruned to what the packages' types and a reader's code can use (./pruneLib.ts). */
const PRUNED_LIBS = new Set(['/lib.dom.d.ts', '/lib.dom.iterable.d.ts']);
/**
 * The fields of a package's package.json that TypeScript's module resolution reads (its
 * `PackageJsonPathFields` and the package's identity, in TypeScript's src/compiler/moduleNameResolver.ts): the
 * rest (scripts, keywords, dependencies) would be downloaded for nothing.
 */
const PACKAGE_FIELDS = ['name', 'version', 'type', 'types', 'typings', 'typesVersions', 'main', 'exports', 'imports'];
const packageFields = (text: string) => {
  const json = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(PACKAGE_FIELDS.filter((field) => field in json).map((f) => [f, json[f]])));
};

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};
const hashedName = (stem: string, extension: string, content: string) =>
  `${stem}.${sha(content).slice(0, 8)}.${extension}`;

/**
 * Builds (or finds in the cache) the playground's worker, TypeScript's compiler and the declaration
 * files, for the packages of `samplesDir` (src/samples/v10). The key covers everything they are made
 * from: TypeScript's, esbuild's and @typescript/vfs's versions, the samples' lock file, this plugin's asset code and the
 * worker's sources. A cold build minifies TypeScript and compiles each version's samples once; a warm
 * one reads the manifest. A changed sample rebuilds its version's declarations only.
 */
export async function playgroundAssets(siteDir: string, samplesDir: string): Promise<PlaygroundAssets> {
  const samplesRoot = path.dirname(samplesDir);
  const started = performance.now();
  const require = createRequire(path.join(siteDir, 'package.json'));
  const sourceDir = path.join(siteDir, 'src/plugins/playground/client');
  const typescriptDir = path.dirname(require.resolve('typescript/package.json'));
  // The worker's sources are the files of client/; the page (client/Playground) is the site bundler's.
  const sources = (await fs.readdir(sourceDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  const read = (file: string) => fs.readFile(path.join(siteDir, file));
  const version = (name: string) => JSON.stringify((require(`${name}/package.json`) as { version: string }).version);
  // Three parts, each cached under a key of what it is made from: the worker, TypeScript and the
  // starting files' types; and each docs version's declarations (a changed 9.x sample rebuilds only 9.x's).
  const coreKey = sha(
    version('typescript'),
    version('esbuild'),
    version('@typescript/vfs'),
    await fs.readFile(path.join(samplesDir, 'package-lock.json')),
    await fs.readFile(path.join(samplesRoot, 'v9', 'package-lock.json')),
    await read('src/plugins/playground/assets.ts'),
    await read('src/plugins/playground/pruneLib.ts'),
    await read('src/utils/typescriptOptions.ts'),
    ...(await Promise.all(sources.map((file) => fs.readFile(path.join(sourceDir, file))))),
  ).slice(0, 16);
  const versionKeys = await Promise.all(
    VERSIONS.map(async (name) =>
      sha(
        version('typescript'),
        await fs.readFile(path.join(samplesRoot, name, 'package.json')),
        await fs.readFile(path.join(samplesRoot, name, 'package-lock.json')),
        await read('src/plugins/playground/assets.ts'),
        await read('src/plugins/playground/sampleState.ts'),
        await read('src/plugins/playground/client/state.ts'),
        await read('src/utils/typescriptOptions.ts'),
        // The version's samples, whose imports and globals its declarations cover.
        ...(await sampleCode(siteDir, name)),
      ).slice(0, 16),
    ),
  );
  const cacheDir = path.join(siteDir, 'node_modules/.cache/trpc-playground');
  const dir = path.join(cacheDir, sha(coreKey, ...versionKeys).slice(0, 16));
  const coreDir = path.join(cacheDir, `core-${coreKey}`);
  const versionFiles = VERSIONS.map((name, index) =>
    path.join(cacheDir, `declarations-${name}-${versionKeys[index]}.json`),
  );
  const parts = [coreDir, ...versionFiles];
  const manifestFile = path.join(dir, 'manifest.json');
  try {
    const { files, chunks } = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Pick<
      PlaygroundAssets,
      'files' | 'chunks'
    >;
    return { dir, files, chunks, parts, cached: true, ms: performance.now() - started };
  } catch {
    // Not built yet for this key.
  }

  // Loaded only for a cold build: a warm one needs neither.
  const ts = require('typescript') as typeof TS;
  const libDir = path.join(typescriptDir, 'lib');
  // Together: esbuild minifies TypeScript in its own process while the versions' programs compile here.
  const corePart = cachedJson(path.join(coreDir, 'manifest.json'), async () => {
    const esbuild = require('esbuild') as typeof import('esbuild');
    const [typescript, worker, runtimeV9, runtimeReact, types] = await Promise.all([
      fs
        .readFile(path.join(typescriptDir, 'lib/typescript.js'), 'utf8')
        .then((code) => esbuild.transform(code, { minify: true, target: 'es2022' }))
        .then((result) => result.code),
      bundleWorker(esbuild, path.join(sourceDir, 'worker.ts'), samplesDir),
      bundleRuntimeV9(esbuild, path.join(samplesRoot, 'v9'), samplesDir),
      bundleRuntimeReact(esbuild, samplesDir),
      Promise.resolve(JSON.stringify(playgroundTypes(ts, samplesDir, libDir))),
    ]).finally(() =>
      // esbuild's service process, grown large by minifying TypeScript, would otherwise live as long
      // as the build; a later call starts it again.
      esbuild.stop(),
    );
    const names = {
      worker: hashedName('worker', 'js', worker),
      typescript: hashedName('typescript', 'js', typescript),
      runtimeV9: hashedName('runtime-v9', 'js', runtimeV9),
      runtimeReact: hashedName('runtime-react', 'js', runtimeReact),
      types: hashedName('types', 'json', types),
    };
    await fs.mkdir(coreDir, { recursive: true });
    await Promise.all([
      fs.writeFile(path.join(coreDir, names.worker), worker),
      fs.writeFile(path.join(coreDir, names.typescript), typescript),
      fs.writeFile(path.join(coreDir, names.runtimeV9), runtimeV9),
      fs.writeFile(path.join(coreDir, names.runtimeReact), runtimeReact),
      fs.writeFile(path.join(coreDir, names.types), types),
    ]);
    return names;
  });
  const [core, ...versions] = await Promise.all([
    corePart,
    ...VERSIONS.map((name, index) =>
      cachedJson(versionFiles[index], () =>
        Promise.resolve(
          serialise(versionDeclarations(ts, path.join(samplesRoot, name), libDir, docsSamples(siteDir, name))),
        ),
      ).then(deserialise),
    ),
  ]);
  printedTexts.clear();
  const store = typeStore(versions);
  const index = JSON.stringify(store.index);
  const files = { ...core, index: hashedName('types-index', 'json', index) };
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([
    ...Object.values(core).map((name) => fs.copyFile(path.join(coreDir, name), path.join(dir, name))),
    fs.writeFile(path.join(dir, files.index), index),
    ...[...store.chunks].map(([name, text]) => fs.writeFile(path.join(dir, name), text)),
  ]);
  const chunks = [...store.chunks.keys()];
  // Written last: a build stopped halfway leaves no manifest, so the next one starts over.
  await fs.writeFile(manifestFile, JSON.stringify({ files, chunks }));
  return { dir, files, chunks, parts, cached: false, ms: performance.now() - started };
}

/**
 * The ts/tsx code blocks of a docs version's Markdown, for the cache key (a fence's body, not the prose
 * around it: a changed sentence keeps the key, a changed sample rebuilds the version's declarations).
 */
async function sampleCode(siteDir: string, version: PlaygroundVersion): Promise<string[]> {
  const files = ENVIRONMENTS.filter((env) => env.name === version).flatMap((env) =>
    env.content.flatMap((dir) => findMarkdown(path.join(siteDir, dir))),
  );
  const texts = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
  return texts.flatMap((text) => text.match(/^\s*(`{3,}|~{3,})\s*(?:tsx?|typescript)\b[^]*?^\s*\1\s*$/gm) ?? []);
}

/** The JSON in `file`, or `make`'s value, written there (once complete: a stopped build leaves none). */
async function cachedJson<T>(file: string, make: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    const value = await make();
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(value));
    await fs.rename(`${file}.${process.pid}.tmp`, file);
    return value;
  }
}

type StoredDeclarations = {
  packages: [string, Record<string, string>][];
  base: readonly string[];
  samples: [string, readonly string[]][];
  modules: [string, readonly string[]][];
};
const serialise = (found: VersionDeclarations): StoredDeclarations => ({
  packages: [...found.packages],
  base: found.base,
  samples: [...found.samples],
  modules: [...found.modules],
});
const deserialise = (stored: StoredDeclarations): VersionDeclarations => ({
  packages: new Map(stored.packages),
  base: stored.base,
  samples: new Map(stored.samples),
  modules: new Map(stored.modules),
});

/** The worker and the runtime of the packages it runs, taken from the samples' node_modules. */
async function bundleWorker(esbuild: typeof import('esbuild'), entry: string, samplesDir: string): Promise<string> {
  const require = createRequire(path.join(samplesDir, 'package.json'));
  const fromSamples: import('esbuild').Plugin = {
    name: 'samples-packages',
    setup(build) {
      build.onResolve({ filter: /^(@trpc\/(server|client)|zod)(\/.*)?$/ }, (args) => ({
        path: require.resolve(args.path),
      }));
    },
  };
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    // @typescript/vfs requires Node's path and fs in the functions that read a real disk, which the
    // worker never calls.
    external: ['path', 'fs'],
    plugins: [fromSamples],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * The worker's types file: the declarations, and the answers of its language service for the
 * starting files (so the editors open without waiting for a first check).
 */
function playgroundTypes(ts: typeof TS, samplesDir: string, libDir: string): PlaygroundTypes {
  const found = declarations(ts, samplesDir, libDir);
  return { declarations: found, start: startingPoint(ts, new Map(Object.entries(found)), initialFiles) };
}

/**
 * The declaration files the two starting files need (TypeScript's lib files, the packages' `.d.ts`
 * and `package.json`), as the compiler reads them for a program of those files: path → text, under
 * the root (lib files, where @typescript/vfs looks for them) and `/node_modules` as the worker's language service sees them.
 */
export function declarations(ts: typeof TS, samplesDir: string, libDir: string): Record<string, string> {
  const root = path.join(samplesDir, '__playground__');
  // Without React's types: under `jsx: react-jsx` TypeScript gives every module an implicit import
  // of `react/jsx-runtime`, which only JSX uses, and the playground's files are `.ts`. The worker's
  // service, with the same options, then finds no such module and says nothing about it.
  const options = { ...compilerOptions(ts), jsx: undefined };
  const virtual = new Map([
    ...Object.entries(initialFiles).map(([name, text]) => [path.join(root, name), text] as const),
    // The adapter the runner uses, so a reader who imports it gets its types too.
    [path.join(root, 'adapter.ts'), "export * from '@trpc/server/adapters/fetch';\n"],
  ]);
  const { read, program } = readByProgram(ts, options, virtual);

  const modulesDir = path.join(samplesDir, 'node_modules');
  // What the packages' types and the reader's files may refer to among the DOM's globals, from
  // the files the program has already parsed.
  const roots = new Set<string>(READER_GLOBALS);
  for (const file of program.getSourceFiles()) {
    if (!program.isSourceFileDefaultLibrary(file)) identifiersIn(ts, file, roots);
  }
  const printer = ts.createPrinter({ removeComments: true });
  const result: Record<string, string> = {};
  const pruned = new Map<string, TS.SourceFile>();
  for (const [file, text] of read) {
    const target = file.startsWith(libDir + path.sep)
      ? `/${path.relative(libDir, file)}`
      : file.startsWith(modulesDir + path.sep)
        ? `/node_modules/${path.relative(modulesDir, file).split(path.sep).join('/')}`
        : undefined;
    const parsed = program.getSourceFile(file);
    if (!target) continue;
    if (target.endsWith('/package.json')) result[target] = packageFields(text);
    else if (!stripComments(target) || !parsed) result[target] = text;
    else if (PRUNED_LIBS.has(target)) pruned.set(target, parsed);
    else result[target] = printer.printFile(parsed);
  }
  const targets = [...pruned.keys()];
  pruneLib(ts, [...pruned.values()], roots).forEach((file, index) => {
    result[targets[index]] = printer.printFile(file);
  });
  return result;
}

/**
 * Packages whose doc comments the playground keeps (hovers show them, as the docs' popovers do); the
 * others' comments are most of their size (Node's and React's CSS types) and are stripped.
 */
const KEEP_COMMENTS = /^\/node_modules\/(@trpc\/|zod\/|@tanstack\/|react-query\/)/;

/** A docs version's declarations, by package: what its samples, and programs importing its modules, read. */
type VersionDeclarations = {
  /** Package (`@trpc/server`, `lib` for TypeScript's lib files) → its files' paths in the worker and their text. */
  readonly packages: ReadonlyMap<string, Record<string, string>>;
  /** The packages every program reads: the lib files, Node's types. */
  readonly base: readonly string[];
  /** Sample id → the packages its program reads. */
  readonly samples: ReadonlyMap<string, readonly string[]>;
  /** A module a reader may import (`@trpc/server/adapters/next`) → the packages a program importing it reads. */
  readonly modules: ReadonlyMap<string, readonly string[]>;
};

/**
 * A docs version's declarations: one program of all its samples (each sample's files in a folder of
 * its own, compiled as the samples checker compiles them: the site's options, Node's types) and of a
 * file per module a reader may import (those the samples import and the set's direct dependencies).
 * From that program's resolutions, each sample's closure: the files its own program would read,
 * counted by package. The DOM's lib is kept whole (samples use `document` and React's element types);
 * comments go, but the triple-slash directives stay.
 */
function versionDeclarations(
  ts: typeof TS,
  samplesDir: string,
  libDir: string,
  samples: readonly Pick<DocsSample, 'id' | 'state'>[],
): VersionDeclarations {
  const root = path.join(samplesDir, '__playground__');
  const options = {
    ...compilerOptions(ts),
    typeRoots: [path.join(samplesDir, 'node_modules', '@types')],
    types: ['node'],
  };
  const dependencies = Object.keys(
    (JSON.parse(readFileSync(path.join(samplesDir, 'package.json'), 'utf8')) as { dependencies?: object })
      .dependencies ?? {},
  ).map((name) => (name.startsWith('@types/') ? typesPackageModule(name) : name));
  const modules = [
    ...new Set([
      ...dependencies,
      ...samples.flatMap(({ state }) =>
        state.files.flatMap((file) => importSpecifiers(file.text).filter((specifier) => !specifier.startsWith('.'))),
      ),
    ]),
  ].sort();
  const sampleRoots = samples.map(({ state }, index) =>
    state.files.map((file) => [path.join(root, `s${index}`, file.name), file.text] as const),
  );
  const moduleRoots = modules.map(
    (specifier, index) => [path.join(root, '__modules__', `m${index}.ts`), `import '${specifier}';\n`] as const,
  );
  const virtual = new Map([...sampleRoots.flat(), ...moduleRoots]);
  const { read, program } = readByProgram(ts, options, virtual);
  const modulesDir = path.join(samplesDir, 'node_modules');
  const printer = ts.createPrinter({ removeComments: true });
  const packages = new Map<string, Record<string, string>>();
  for (const [file, text] of read) {
    const target = targetOf(file, libDir, modulesDir);
    if (!target) continue;
    let stored: string;
    if (target.endsWith('/package.json')) stored = packageFields(text);
    else if (KEEP_COMMENTS.test(target) || !/\.d\.[cm]?ts$/.test(target)) stored = text;
    // The printer keeps the triple-slash directives (`/// <reference …/>`). The program's own parse of the
    // file, not a second one; a file both versions read the same is printed once.
    else
      stored = printed(text, () =>
        printer.printFile(program.getSourceFile(file) ?? ts.createSourceFile(target, text, ts.ScriptTarget.Latest)),
      );
    const name = packageOf(target);
    packages.set(name, { ...packages.get(name), [target]: stored });
  }

  const closure = readClosure(ts, program);
  const packagesOf = (files: readonly string[]) => {
    const found = new Set<string>();
    for (const file of closure(files)) {
      const target = targetOf(file, libDir, modulesDir);
      if (target && packages.has(packageOf(target))) found.add(packageOf(target));
    }
    return found;
  };
  const base = ['lib', ...packagesOf([])].filter((name, index, all) => all.indexOf(name) === index);
  const withBase = (found: Set<string>) => [...new Set([...base, ...found])].sort();
  return {
    packages,
    base,
    samples: new Map(
      samples.map(({ id }, index) => [id, withBase(packagesOf(sampleRoots[index].map(([file]) => file)))]),
    ),
    modules: new Map(modules.map((specifier, index) => [specifier, withBase(packagesOf([moduleRoots[index][0]]))])),
  };
}

/** Declaration texts without their comments, by their text: the versions share TypeScript's lib and Node's types. */
const printedTexts = new Map<string, string>();
function printed(text: string, print: () => string): string {
  let found = printedTexts.get(text);
  if (found === undefined) printedTexts.set(text, (found = print()));
  return found;
}

/** The module an `@types` package types: `@types/node` → `node`, `@types/babel__core` → `@babel/core`. */
function typesPackageModule(name: string): string {
  const bare = name.slice('@types/'.length);
  return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare;
}

/** The package a worker path belongs to: `lib` for TypeScript's lib files, else its first folder under /node_modules. */
function packageOf(target: string): string {
  if (!target.startsWith('/node_modules/')) return 'lib';
  const parts = target.split('/');
  return parts[2].startsWith('@') ? `${parts[2]}/${parts[3]}` : parts[2];
}

/**
 * The files a program of `roots` alone would read, found in a program of more roots: from each file,
 * what its imports, type references and `/// <reference path>` resolved to, and the `package.json` of
 * each package it names (resolution reads it). `closure([])` is what every program reads: the type
 * packages of the options' `types` (Node's). TypeScript's lib files are left out (every program reads them).
 */
function readClosure(ts: typeof TS, program: TS.Program): (roots: readonly string[]) => Set<string> {
  type Resolution = { resolvedModule?: { resolvedFileName: string } };
  type TypeResolution = { resolvedTypeReferenceDirective?: { resolvedFileName?: string } };
  // Internal but stable since TypeScript 5.3 (src/compiler/program.ts); checked below.
  const internal = program as TS.Program & {
    forEachResolvedModule?(callback: (resolution: Resolution, name: string, mode: unknown, file: string) => void): void;
    forEachResolvedTypeReferenceDirective?(
      callback: (resolution: TypeResolution, name: string, mode: unknown, file: string) => void,
    ): void;
    getAutomaticTypeDirectiveResolutions?(): { forEach(callback: (resolution: TypeResolution) => void): void };
  };
  if (!internal.forEachResolvedModule || !internal.forEachResolvedTypeReferenceDirective)
    throw new Error('This TypeScript has no forEachResolvedModule: the playground cannot record what samples read.');
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string | undefined) => {
    if (!to) return;
    const target = program.getSourceFile(to)?.fileName ?? to;
    const set = edges.get(from) ?? new Set();
    set.add(target);
    edges.set(from, set);
  };
  const pathToName = new Map(
    program.getSourceFiles().map((file) => [(file as TS.SourceFile & { path: string }).path, file.fileName]),
  );
  const exists = new Map<string, boolean>();
  const fileExists = (file: string) => {
    if (!exists.has(file)) exists.set(file, ts.sys.fileExists(file));
    return exists.get(file)!;
  };
  const packageJson = (from: string, specifier: string) => {
    if (specifier.startsWith('.') || path.isAbsolute(specifier)) return;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    // The package.json resolution reads first, found from the importing file's folder up.
    for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name, 'package.json');
      if (fileExists(candidate)) return add(from, candidate);
      if (path.dirname(dir) === dir) return;
    }
  };
  const inferred: string[] = [];
  internal.forEachResolvedModule((resolution, name, _mode, file) => {
    const from = pathToName.get(file) ?? file;
    // Under `jsx: react-jsx` every module gets an implicit import of the JSX runtime, which only a file
    // with JSX uses: a .ts file's program without React's types reports the same (nothing for it).
    if (/\/jsx-(dev-)?runtime$/.test(name) && !/\.[jt]sx$/.test(from)) return;
    add(from, resolution.resolvedModule?.resolvedFileName);
    packageJson(from, name);
  });
  // The options' `types` (Node's), which every program reads.
  internal.getAutomaticTypeDirectiveResolutions?.().forEach((resolution) => {
    const to = resolution.resolvedTypeReferenceDirective?.resolvedFileName;
    if (to) inferred.push(program.getSourceFile(to)?.fileName ?? to);
  });
  internal.forEachResolvedTypeReferenceDirective((resolution, name, _mode, file) => {
    const to = resolution.resolvedTypeReferenceDirective?.resolvedFileName;
    const from = pathToName.get(file) ?? file;
    add(from, to);
    packageJson(from, name.startsWith('@types/') ? name : `@types/${name}`);
  });
  for (const file of program.getSourceFiles()) {
    for (const reference of file.referencedFiles)
      add(file.fileName, path.resolve(path.dirname(file.fileName), reference.fileName));
  }
  return (roots) => {
    const seen = new Set<string>();
    const queue = [...roots, ...inferred];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const next of edges.get(file) ?? []) queue.push(next);
      // A file of a package: its package.json too (resolution read it to find the file).
      if (!file.endsWith('/package.json')) {
        const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file);
        if (match && fileExists(`${match[1]}/package.json`)) seen.add(`${match[1]}/package.json`);
      }
    }
    return seen;
  };
}

/**
 * The index and chunk files of the versions' declarations: one chunk per package and version, named
 * by its content (so a package both versions read the same, TypeScript's lib files, is one file).
 */
function typeStore(versions: readonly VersionDeclarations[]): { index: TypeIndex; chunks: Map<string, string> } {
  const chunks = new Map<string, string>();
  const names: string[] = [];
  const numbers = new Map<string, number>();
  const entries = versions.map((version) => {
    const numberOf = new Map<string, number>();
    for (const [name, declarations] of version.packages) {
      const text = JSON.stringify({ declarations: Object.fromEntries(Object.entries(declarations).sort()) });
      const file = hashedName(`types-${name.replace(/^@/, '').replace(/\//g, '+')}`, 'json', text);
      chunks.set(file, text);
      if (!numbers.has(file)) numbers.set(file, names.push(file) - 1);
      numberOf.set(name, numbers.get(file)!);
    }
    const list = (packages: readonly string[]) => packages.map((name) => numberOf.get(name)!).sort((a, b) => a - b);
    const sets: number[][] = [];
    const setKeys = new Map<string, number>();
    const setOf = (packages: readonly string[]) => {
      const value = list(packages);
      const key = value.join();
      if (!setKeys.has(key)) setKeys.set(key, sets.push(value) - 1);
      return setKeys.get(key)!;
    };
    const entry: VersionTypes = {
      base: list(version.base),
      samples: Object.fromEntries([...version.samples].map(([id, packages]) => [id, setOf(packages)])),
      modules: Object.fromEntries([...version.modules].map(([specifier, packages]) => [specifier, setOf(packages)])),
      sets,
    };
    return entry;
  });
  return {
    index: {
      chunks: names,
      versions: Object.fromEntries(VERSIONS.map((version, index) => [version, entries[index]])) as Record<
        PlaygroundVersion,
        VersionTypes
      >,
    },
    chunks,
  };
}

/** Where a file read from disk sits in the worker's file system: lib files at the root, packages under /node_modules. */
function targetOf(file: string, libDir: string, modulesDir: string): string | undefined {
  if (file.startsWith(libDir + path.sep)) return `/${path.relative(libDir, file)}`;
  if (file.startsWith(modulesDir + path.sep))
    return `/node_modules/${path.relative(modulesDir, file).split(path.sep).join('/')}`;
  return undefined;
}

/** A program of `virtual`'s files, and the other files it reads, with their text. */
function readByProgram(
  ts: typeof TS,
  options: TS.CompilerOptions,
  virtual: ReadonlyMap<string, string>,
): { read: Map<string, string>; program: TS.Program } {
  const host = ts.createCompilerHost(options);
  const read = new Map<string, string>();
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => {
    const text = virtual.get(file) ?? readFile(file);
    if (text !== undefined && !virtual.has(file)) read.set(file, text);
    return text;
  };
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  const program = ts.createProgram([...virtual.keys()], options, host);
  program.getSourceFiles(); // resolution and reading happen while the program is created
  return { read, program };
}

/**
 * Node's modules that 9.x's `@trpc/server` imports at its top (its deprecated HTTP server, and
 * subscriptions' EventEmitter), for a worker: what Run reaches works, the rest says it is not here.
 */
const NODE_SHIMS: Readonly<Record<string, string>> = {
  http: `const absent = () => { throw new Error('The playground has no HTTP server: call the router from a client or createCaller.'); };
export const createServer = absent;
export default { createServer: absent };`,
  url: `export const URL = globalThis.URL;
export const URLSearchParams = globalThis.URLSearchParams;
export default { URL, URLSearchParams };`,
  events: `export class EventEmitter {
  #listeners = new Map();
  on(name, listener) { this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), listener]); return this; }
  addListener(name, listener) { return this.on(name, listener); }
  once(name, listener) { const once = (...args) => { this.off(name, once); listener(...args); }; return this.on(name, once); }
  off(name, listener) { this.#listeners.set(name, (this.#listeners.get(name) ?? []).filter((one) => one !== listener)); return this; }
  removeListener(name, listener) { return this.off(name, listener); }
  removeAllListeners(name) { if (name === undefined) this.#listeners.clear(); else this.#listeners.delete(name); return this; }
  listenerCount(name) { return (this.#listeners.get(name) ?? []).length; }
  emit(name, ...args) { const found = this.#listeners.get(name) ?? []; for (const listener of found) listener(...args); return found.length > 0; }
}
export default EventEmitter;`,
};

/**
 * 9.x's packages for Run (RUNNABLE_MODULES.v9 in ./client/state.ts), from src/samples/v9, as a script
 * that defines `playgroundRuntimeV9` (./client/worker.ts loads it on a 9.x sample's first Run). zod is
 * left to the worker's when both package sets have the same release.
 */
async function bundleRuntimeV9(esbuild: typeof import('esbuild'), v9Dir: string, v10Dir: string): Promise<string> {
  const zodOf = (dir: string) =>
    (JSON.parse(readFileSync(path.join(dir, 'node_modules/zod/package.json'), 'utf8')) as { version: string }).version;
  const modules = RUNNABLE_MODULES.v9.filter((name) => name !== 'zod' || zodOf(v9Dir) !== zodOf(v10Dir));
  const entry = [
    ...modules.map((name, index) => `import * as m${index} from ${JSON.stringify(name)};`),
    `export const packages = { ${modules.map((name, index) => `${JSON.stringify(name)}: m${index}`).join(', ')} };`,
  ].join('\n');
  const nodeShims: import('esbuild').Plugin = {
    name: 'node-shims',
    setup(build) {
      build.onResolve({ filter: /^(http|url|events)$/ }, (args) => ({ path: args.path, namespace: 'node-shim' }));
      build.onLoad({ filter: /.*/, namespace: 'node-shim' }, (args) => ({ contents: NODE_SHIMS[args.path] }));
    },
  };
  return bundleScript(esbuild, {
    entry,
    resolveDir: v9Dir,
    globalName: 'playgroundRuntimeV9',
    // 9.x's client reads `global` where there is no `window` (its fetchHelpers.ts).
    define: { global: 'globalThis' },
    plugins: [nodeShims],
  });
}

/**
 * A runtime script of Run: `entry` bundled from `resolveDir`'s packages into a minified script that
 * defines `globalName`, for a browser worker.
 */
async function bundleScript(
  esbuild: typeof import('esbuild'),
  options: {
    entry: string;
    resolveDir: string;
    globalName: string;
    define?: Record<string, string>;
    plugins: import('esbuild').Plugin[];
  },
): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: options.entry, resolveDir: options.resolveDir, loader: 'js' },
    bundle: true,
    format: 'iife',
    globalName: options.globalName,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    plugins: options.plugins,
    // Not the site's tsconfig.json, whose `paths` send `@trpc/client` to 10.x's.
    tsconfigRaw: {},
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The modules of the React runtime script, as 10.x's React samples import them (REACT_MODULES), and the server renderer. */
const REACT_RUNTIME_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom/server',
  '@tanstack/react-query',
  '@trpc/react-query',
];

/**
 * 10.x's React packages for Run's preview (./client/preview.ts), from src/samples/v10, as a script that
 * defines `playgroundRuntimeReact` (./client/worker.ts loads it on a React sample's first Run). It takes
 * `@trpc/client` and `@trpc/server` from the worker (`playgroundPackagesV10`), so that there is one copy
 * of each; React's server renderer is its browser build, which streams in a worker.
 */
async function bundleRuntimeReact(esbuild: typeof import('esbuild'), v10Dir: string): Promise<string> {
  const entry = [
    ...REACT_RUNTIME_MODULES.map(
      (name, index) =>
        `import * as m${index} from ${JSON.stringify(name === 'react-dom/server' ? 'react-dom/server.browser' : name)};`,
    ),
    `export const packages = { ${REACT_RUNTIME_MODULES.map((name, index) => `${JSON.stringify(name)}: m${index}`).join(', ')} };`,
  ].join('\n');
  const fromWorker: import('esbuild').Plugin = {
    name: 'worker-packages',
    setup(build) {
      build.onResolve({ filter: /^@trpc\/(client|server)$/ }, (args) => ({ path: args.path, namespace: 'worker' }));
      build.onLoad({ filter: /.*/, namespace: 'worker' }, (args) => ({
        contents: `module.exports = globalThis.playgroundPackagesV10[${JSON.stringify(args.path)}];`,
      }));
    },
  };
  return bundleScript(esbuild, {
    entry,
    resolveDir: v10Dir,
    globalName: 'playgroundRuntimeReact',
    plugins: [fromWorker],
  });
}
