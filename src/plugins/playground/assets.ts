import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import { initialFiles } from './client/files';
import { compilerOptions, startingPoint, type PlaygroundTypes } from './client/languageService';
import { VERSIONS } from './client/state';
import { ENVIRONMENTS } from '../samples/environments';
import { findMarkdown } from '../samples/blocks';
import { docsSamples, type DocsSample } from './docsSamples';
import { identifiersIn, pruneLib, READER_GLOBALS } from './pruneLib';

/**
 * The files the playground loads on first use, named by content hash: the worker, TypeScript, the
 * starting files' declarations (`types`) and each docs version's (`types-v10`, `types-v9`: what its
 * samples read, for their "Try" links).
 */
export type PlaygroundAssets = {
  /** The folder in node_modules/.cache that holds them. */
  readonly dir: string;
  readonly files: {
    readonly worker: string;
    readonly typescript: string;
    readonly types: string;
    readonly 'types-v10': string;
    readonly 'types-v9': string;
  };
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
 * worker's sources. A cold build minifies TypeScript once; a warm one reads three small files.
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
  const key = sha(
    JSON.stringify((require('typescript/package.json') as { version: string }).version),
    JSON.stringify((require('esbuild/package.json') as { version: string }).version),
    JSON.stringify((require('@typescript/vfs/package.json') as { version: string }).version),
    await fs.readFile(path.join(samplesDir, 'package-lock.json')),
    await fs.readFile(path.join(siteDir, 'src/plugins/playground/assets.ts')),
    await fs.readFile(path.join(siteDir, 'src/plugins/playground/pruneLib.ts')),
    await fs.readFile(path.join(siteDir, 'src/plugins/playground/sampleState.ts')),
    await fs.readFile(path.join(siteDir, 'src/utils/typescriptOptions.ts')),
    ...(await Promise.all(
      VERSIONS.map((version) => fs.readFile(path.join(samplesRoot, version, 'package-lock.json'))),
    )),
    // The docs' samples, whose imports and globals the versions' declarations cover.
    ...(await sampleCode(siteDir)),
    ...(await Promise.all(sources.map((file) => fs.readFile(path.join(sourceDir, file))))),
  ).slice(0, 16);
  const dir = path.join(siteDir, 'node_modules/.cache/trpc-playground', key);
  const manifestFile = path.join(dir, 'manifest.json');
  try {
    const files = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as PlaygroundAssets['files'];
    return { dir, files, cached: true, ms: performance.now() - started };
  } catch {
    // Not built yet for this key.
  }

  // Loaded only for a cold build: a warm one needs neither.
  const esbuild = require('esbuild') as typeof import('esbuild');
  const ts = require('typescript') as typeof TS;
  const libDir = path.join(typescriptDir, 'lib');
  const [typescript, worker, types, ...versionTypes] = await Promise.all([
    fs
      .readFile(path.join(typescriptDir, 'lib/typescript.js'), 'utf8')
      .then((code) => esbuild.transform(code, { minify: true, target: 'es2022' }))
      .then((result) => result.code),
    bundleWorker(esbuild, path.join(sourceDir, 'worker.ts'), samplesDir),
    Promise.resolve(JSON.stringify(playgroundTypes(ts, samplesDir, libDir))),
    ...VERSIONS.map((version) =>
      Promise.resolve(
        JSON.stringify({
          declarations: versionDeclarations(ts, path.join(samplesRoot, version), libDir, docsSamples(siteDir, version)),
        }),
      ),
    ),
  ]).finally(() =>
    // esbuild's service process, grown large by minifying TypeScript, would otherwise live as long
    // as the build; a later call starts it again.
    esbuild.stop(),
  );
  const files = {
    worker: hashedName('worker', 'js', worker),
    typescript: hashedName('typescript', 'js', typescript),
    types: hashedName('types', 'json', types),
    'types-v10': hashedName('types-v10', 'json', versionTypes[0]),
    'types-v9': hashedName('types-v9', 'json', versionTypes[1]),
  };
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([
    fs.writeFile(path.join(dir, files.worker), worker),
    fs.writeFile(path.join(dir, files.typescript), typescript),
    fs.writeFile(path.join(dir, files.types), types),
    fs.writeFile(path.join(dir, files['types-v10']), versionTypes[0]),
    fs.writeFile(path.join(dir, files['types-v9']), versionTypes[1]),
  ]);
  // Written last: a build stopped halfway leaves no manifest, so the next one starts over.
  await fs.writeFile(manifestFile, JSON.stringify(files));
  return { dir, files, cached: false, ms: performance.now() - started };
}

/**
 * The ts/tsx code blocks of the docs' Markdown, for the cache key (a fence's body, not the prose around
 * it: a changed sentence keeps the key, a changed sample rebuilds the versions' declarations).
 */
async function sampleCode(siteDir: string): Promise<string[]> {
  const files = ENVIRONMENTS.flatMap((env) => env.content.flatMap((dir) => findMarkdown(path.join(siteDir, dir))));
  const texts = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
  return texts.flatMap((text) => text.match(/^\s*(`{3,}|~{3,})\s*(?:tsx?|typescript)\b[^]*?^\s*\1\s*$/gm) ?? []);
}

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

/**
 * A docs version's declarations: every file a program of all its samples reads (each sample's files
 * in a folder of its own, compiled as the samples checker compiles them: the site's options, Node's
 * types), so that any sample's "Try" type-checks as its page. The DOM's lib is kept whole (samples
 * use `document` and React's element types); comments go, but the triple-slash directives stay.
 */
function versionDeclarations(
  ts: typeof TS,
  samplesDir: string,
  libDir: string,
  samples: readonly Pick<DocsSample, 'state'>[],
): Record<string, string> {
  const root = path.join(samplesDir, '__playground__');
  const options = {
    ...compilerOptions(ts),
    typeRoots: [path.join(samplesDir, 'node_modules', '@types')],
    types: ['node'],
  };
  const virtual = new Map(
    samples.flatMap(({ state }, index) =>
      state.files.map((file) => [path.join(root, `s${index}`, file.name), file.text] as const),
    ),
  );
  const { read } = readByProgram(ts, options, virtual);
  const modulesDir = path.join(samplesDir, 'node_modules');
  const printer = ts.createPrinter({ removeComments: true });
  const result: Record<string, string> = {};
  for (const [file, text] of read) {
    const target = targetOf(file, libDir, modulesDir);
    if (!target) continue;
    if (target.endsWith('/package.json')) result[target] = packageFields(text);
    else if (KEEP_COMMENTS.test(target) || !/\.d\.[cm]?ts$/.test(target)) result[target] = text;
    // The printer keeps the triple-slash directives (`/// <reference …/>`).
    else result[target] = printer.printFile(ts.createSourceFile(target, text, ts.ScriptTarget.Latest));
  }
  return result;
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
