/**
 * What the playground holds, and how it travels in a URL's hash. Shared by the build (a docs sample
 * becomes a state: src/plugins/playground/sampleState.ts), the page (./Playground) and the worker.
 *
 * Two forms of hash:
 * - `#sample=<id>`: a docs sample's "Try" link. The state is a small file the build wrote
 *   (`/assets/playground/samples/<id>.json`, named by its content), so a page carries a short link per sample.
 * - `#code/<lz-string>`: the whole state, compressed as the TypeScript playground does (lz-string's
 *   URI-safe form). Share copies this one: it holds the reader's edits and outlives the docs' changes.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { VersionTypes } from './protocol';

/** The package sets of the docs versions (src/samples/v10, src/samples/v9). */
export type PlaygroundVersion = 'v10' | 'v9';
export const VERSIONS: readonly PlaygroundVersion[] = ['v10', 'v9'];
export const VERSION_LABELS: Readonly<Record<PlaygroundVersion, string>> = { v10: '10.x', v9: '9.x' };

export type PlaygroundFile = { readonly name: string; readonly text: string };

export type PlaygroundState = {
  readonly version: PlaygroundVersion;
  /** In the sample's order: one editor per file. */
  readonly files: readonly PlaygroundFile[];
  /**
   * The sample's twoslash flags (`// @errors: 2322` → `{ errors: '2322' }`, `// @strict: false`):
   * compiler options apply to the check, `errors` says which errors the sample shows on purpose.
   */
  readonly flags?: Readonly<Record<string, string>>;
  /** The docs sample it came from (its id), for Reset. */
  readonly sample?: string;
};

/** A hash longer than this is refused: far more than any sample and its edits, and browsers cap URLs near it. */
export const MAX_HASH_LENGTH = 100_000;
const CODE_PREFIX = '#code/';
const SAMPLE_PREFIX = '#sample=';
/** A sample's id: the first characters of its state's sha256, in hex. */
const SAMPLE_ID = /^[0-9a-f]{12}$/;

export type HashRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'sample'; readonly id: string }
  | { readonly kind: 'state'; readonly state: PlaygroundState }
  | { readonly kind: 'invalid'; readonly message: string };

export function sampleHash(id: string): string {
  return `${SAMPLE_PREFIX}${id}`;
}

export function encodeState(state: PlaygroundState): string {
  const compact = {
    v: state.version,
    f: state.files.map((file) => [file.name, file.text]),
    o: state.flags,
    s: state.sample,
  };
  return `${CODE_PREFIX}${compressToEncodedURIComponent(JSON.stringify(compact))}`;
}

/** What a hash asks for; `invalid` with the reason a reader is shown when it cannot be read. */
export function readHash(hash: string): HashRequest {
  if (hash === '' || hash === '#') return { kind: 'none' };
  if (hash.length > MAX_HASH_LENGTH) {
    return {
      kind: 'invalid',
      message: `The link is too long (${hash.length} characters; at most ${MAX_HASH_LENGTH}).`,
    };
  }
  if (hash.startsWith(SAMPLE_PREFIX)) {
    const id = hash.slice(SAMPLE_PREFIX.length);
    return SAMPLE_ID.test(id) ? { kind: 'sample', id } : { kind: 'invalid', message: 'The link names no sample.' };
  }
  if (hash.startsWith(CODE_PREFIX)) {
    const state = parseState(decompress(hash.slice(CODE_PREFIX.length)));
    return state ? { kind: 'state', state } : { kind: 'invalid', message: 'The link’s code could not be decoded.' };
  }
  return { kind: 'invalid', message: 'The link is not a playground link.' };
}

function decompress(text: string): unknown {
  try {
    const json = decompressFromEncodedURIComponent(text);
    return json ? (JSON.parse(json) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file name the editor and the compiler accept: a relative path of TypeScript, no `..`. */
const FILE_NAME = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w@$.[\]-]+(?:\/[\w@$.[\]-]+)*\.(?:ts|tsx|d\.ts)$/;
export const MAX_FILES = 20;

/** Why a reader's new file name is refused (the rules a link's names follow), or null. */
export function fileNameProblem(name: string, taken: readonly string[]): string | null {
  if (!FILE_NAME.test(name))
    return `“${name}” is not a file name the playground takes: a relative path ending .ts or .tsx.`;
  if (taken.includes(name)) return `There is a file ${name} already.`;
  return null;
}

/** The compact JSON of `encodeState`, checked field by field: a link is input from anyone. */
function parseState(value: unknown): PlaygroundState | undefined {
  if (!isRecord(value) || typeof value.v !== 'string' || !VERSIONS.includes(value.v as PlaygroundVersion)) return;
  if (!Array.isArray(value.f) || value.f.length === 0 || value.f.length > MAX_FILES) return;
  const files: PlaygroundFile[] = [];
  for (const entry of value.f as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return;
    if (!FILE_NAME.test(entry[0]) || files.some((file) => file.name === entry[0])) return;
    files.push({ name: entry[0], text: entry[1] });
  }
  let flags: Record<string, string> | undefined;
  if (value.o !== undefined) {
    if (!isRecord(value.o) || !Object.values(value.o).every((flag) => typeof flag === 'string')) return;
    flags = value.o as Record<string, string>;
  }
  const sample = typeof value.s === 'string' && SAMPLE_ID.test(value.s) ? value.s : undefined;
  return { version: value.v as PlaygroundVersion, files, ...(flags ? { flags } : {}), ...(sample ? { sample } : {}) };
}

/** A sample file as the build writes it (`/assets/playground/samples/<id>.json`): a state without its id. */
export function parseSampleFile(value: unknown, id: string): PlaygroundState | undefined {
  if (!isRecord(value)) return;
  const state = parseState({
    v: value.version,
    f: Array.isArray(value.files)
      ? (value.files as unknown[]).map((file) => (isRecord(file) ? [file.name, file.text] : file))
      : undefined,
    o: value.flags,
  });
  return state && { ...state, sample: id };
}

/** `// ---cut---`: twoslash hides what is above it; the playground shows it folded, as the sample's set-up. */
const CUT = /^\/\/ ?---cut---[^\n]*$/m;

/**
 * The set-up of each file: `all` for the files wholly above the sample's `// ---cut---` (in an earlier
 * file), else the end of the cut line in the file that has it (the part above is set-up), else none.
 */
export function setupOf(files: readonly PlaygroundFile[]): ('all' | number | undefined)[] {
  const cutIn = files.findIndex((file) => CUT.test(file.text));
  return files.map((file, index) => {
    if (cutIn === -1 || index > cutIn) return undefined;
    if (index < cutIn) return 'all';
    const match = CUT.exec(file.text)!;
    return match.index + match[0].length;
  });
}

/** The modules a file imports (`@trpc/server/adapters/next`, `./server`), from its import, export and require forms. */
export function importSpecifiers(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]))];
}

/** The packages a file imports (`@scope/name` or `name`; `node:http` is `http`). */
export function packagesImported(text: string): string[] {
  const found = new Set<string>();
  for (const specifier of importSpecifiers(text)) {
    if (!specifier.startsWith('.')) found.add(packageName(specifier));
  }
  return [...found];
}

/** The package a module belongs to: `@trpc/server/adapters/next` → `@trpc/server`, `node:http` → `http`. */
function packageName(specifier: string): string {
  const parts = specifier.replace(/^node:/, '').split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The chunk set a module's types need in a version (the module's own, else its package's), if the index has it. */
function moduleSet(types: VersionTypes, specifier: string): number | undefined {
  return types.modules[specifier] ?? types.modules[packageName(specifier)];
}

/**
 * The declaration chunks (numbers in the index) to load for a state: a docs sample as it is, the set its
 * program was recorded reading; else the version's base and the sets of the modules its files import
 * (a sample it came from adds its set).
 */
export function chunksFor(types: VersionTypes, state: PlaygroundState, unedited: boolean): number[] {
  const recorded = state.sample === undefined ? undefined : types.samples[state.sample];
  if (unedited && recorded !== undefined) return [...types.sets[recorded]];
  const sets = [types.base, recorded === undefined ? [] : types.sets[recorded]];
  for (const file of state.files) {
    for (const specifier of importSpecifiers(file.text)) {
      const set = specifier.startsWith('.') ? undefined : moduleSet(types, specifier);
      if (set !== undefined) sets.push(types.sets[set]);
    }
  }
  return [...new Set(sets.flat())].sort((a, b) => a - b);
}

/**
 * The modules the playground's runner has (./run.ts), as each version's docs import them: 10.x's are
 * bundled into the worker, 9.x's load on a 9.x sample's first Run (./assets.ts bundles them).
 */
export const RUNNABLE_MODULES: Readonly<Record<PlaygroundVersion, readonly string[]>> = {
  v10: ['@trpc/server', '@trpc/client', '@trpc/server/adapters/fetch', 'zod'],
  v9: [
    '@trpc/server',
    '@trpc/client',
    '@trpc/client/links/httpBatchLink',
    '@trpc/client/links/httpLink',
    '@trpc/client/links/loggerLink',
    '@trpc/client/links/splitLink',
    'zod',
  ],
};

/** The modules a 10.x React sample may import besides RUNNABLE_MODULES.v10: Run renders its component (./preview.ts). */
const REACT_MODULES: readonly string[] = ['react', '@tanstack/react-query', '@trpc/react-query'];

/** The component Run renders: the name a file exports it under (`default` for a default export). */
export type PreviewComponent = { readonly file: string; readonly name: string };

/**
 * The component a 10.x React sample's Run renders, if any: of the last `.tsx` file that exports a component
 * taking no props (`export default function …()`, `export function Name()`, `export const Name = () =>`, the
 * name capitalised), its default export, else its `App`, else the last one it exports.
 */
export function previewComponent(files: readonly PlaygroundFile[]): PreviewComponent | null {
  for (const file of [...files].reverse()) {
    if (!file.name.endsWith('.tsx')) continue;
    if (/^export\s+default\s+function\s*(?:[A-Z][\w$]*)?\s*\(\s*\)/m.test(file.text)) {
      return { file: file.name, name: 'default' };
    }
    const names = [
      ...file.text.matchAll(
        /^export\s+(?:function\s+([A-Z][\w$]*)\s*\(\s*\)|const\s+([A-Z][\w$]*)\s*=\s*\(\s*\)\s*=>)/gm,
      ),
    ].map((match) => match[1] ?? match[2]);
    if (names.length > 0) return { file: file.name, name: names.includes('App') ? 'App' : names[names.length - 1] };
  }
  return null;
}

/**
 * Why Run cannot run these files, or null: it runs TypeScript files that import only their version's
 * RUNNABLE_MODULES; in 10.x, `.tsx` files may import REACT_MODULES too, and one must export a component
 * to render (previewComponent).
 */
export function whyNotRunnable(version: PlaygroundVersion, files: readonly PlaygroundFile[]): string | null {
  // Type-only imports are erased before the run.
  const runtime = (text: string) => text.replace(/\b(?:import|export)\s+type\b[^;]*?\bfrom\s*['"][^'"]+['"]/g, '');
  const imported = [...new Set(files.flatMap((file) => importSpecifiers(runtime(file.text))))].filter(
    (specifier) => !specifier.startsWith('.'),
  );
  const react = files.find((file) => file.name.endsWith('.tsx'));
  if (react && version === 'v9') {
    return `Run is not available for 9.x React components (${react.name}): their types are checked, nothing renders here.`;
  }
  const next = imported.filter((specifier) => /^(?:next(?:\/|$)|@trpc\/next(?:\/|$))/.test(specifier));
  if (react && next.length > 0) {
    return `Run is not available for Next.js code (these files import ${next.join(', ')}): nothing renders here, types are checked.`;
  }
  const runnable = react ? [...RUNNABLE_MODULES[version], ...REACT_MODULES] : RUNNABLE_MODULES[version];
  const missing = imported.filter((specifier) => !runnable.includes(specifier));
  if (missing.length > 0) {
    return `Run is not available: the playground runs only ${runnable.join(', ')}, and these files import ${missing.join(', ')}. Types are checked.`;
  }
  if (react && !previewComponent(files)) {
    return 'Run is not available: it renders a .tsx file’s exported component that takes no props (`export function App()`), and these files have none. Types are checked.';
  }
  return null;
}
