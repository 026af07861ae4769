/**
 * What the build, the checker and the page share about a sample, without loading the compiler: the
 * code a reader sees, which samples need type data, the type data's form and its cache on disk.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { removeTwoslashNotations } from 'twoslash/fallback';

/** Bump when the data format or what is computed changes. */
const CACHE_VERSION = 1;

/** twoslash's file marker (`// @filename: server.ts`), which it keeps in the code it returns. */
export const FILENAME_LINE = /^[\t\v\f ]*\/\/\s?@filename: (.+)$/gm;

/** A type as a hover or a query answer shows it. */
export type TypeInfo = { text: string; docs?: string };
export type TypeQuery = { line: number; column: number; type: number };
/** An error the sample declares (`// @errors: 2322`), shown under its line. */
export type SampleErrorNote = { line: number; column: number; text: string };
/**
 * Everything is indexed by the lines a reader sees (0-based) and columns in those lines.
 * `hovers` holds [line, column, length, type index] per identifier.
 */
export type SampleTypeData = {
  types: TypeInfo[];
  queries: TypeQuery[];
  hovers: [number, number, number, number][];
  errors?: SampleErrorNote[];
};
/** `line`: 0-based line of the sample's code. */
export type SampleProblem = { line: number; message: string };
/**
 * `unchecked`: the compiler's errors are not among the problems; the checker finds them, checking the
 * sample together with others (src/plugins/samples/check.ts).
 */
export type SampleResult = { data: SampleTypeData; problems: SampleProblem[]; unchecked?: boolean };

/**
 * The code a reader sees (and the copy button copies): without twoslash's notations (setup above
 * `// ---cut---`, flags such as `// @errors:`, `// ^?` lines), its `// @filename:` lines and the blank
 * lines it would start with.
 */
export function visibleCode(code: string): string {
  const shown = removeTwoslashNotations(code).replace(new RegExp(`${FILENAME_LINE.source}\\n?`, 'gm'), '');
  const trimmed = shown.replace(/^\n+/, '');
  return code.endsWith('\n') ? trimmed : trimmed.replace(/\n+$/, '');
}

/** A twoslash flag (`// @errors: 2322`, `// @strict: false`, `// @noErrors`), other than a file marker. */
const FLAG = /^\/\/\s?@(?!filename:)\w+(:|$)/m;

/**
 * Whether the compiler's errors in a sample can be found in one program with other samples: it has no
 * flag, which would change how it compiles or which of its errors it shows.
 */
export function checksTogether(code: string): boolean {
  return !FLAG.test(code);
}

/** Fence meta that turns on hover types for every identifier of a sample. */
const HOVER_META = /(?:^|\s)twoslash(?:\s|$)/;
const QUERY = /^\s*\/\/\s*\^\?/m;
const DECLARED_ERRORS = /^\/\/\s?@errors:/m;

/**
 * Whether a checked sample renders with type data: it has queries, declares errors to show, or asks
 * for hover types (`twoslash` in its fence meta).
 */
export function typeRequest(code: string, meta: string): { hover: boolean } | null {
  if (/\bno-check\b/.test(meta)) return null;
  const hover = HOVER_META.test(meta);
  return hover || QUERY.test(code) || DECLARED_ERRORS.test(code) ? { hover } : null;
}

const require = createRequire(__filename);
/** The compilers' versions, from their package.json (twoslash's exports do not list it). */
const versions = ['typescript', 'twoslash'].map((name) => {
  const manifest = path.join(path.dirname(require.resolve(name)), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
});
const envHashes = new Map<string, string>();

/** The cache key of a sample: its code, language and hover flag, the environment's locked packages, the compilers. */
export function sampleKey({
  code,
  lang,
  hover,
  envDir,
}: {
  code: string;
  lang: string;
  hover: boolean;
  envDir: string;
}) {
  let envHash = envHashes.get(envDir);
  if (envHash === undefined) {
    const lock = path.join(envDir, 'package-lock.json');
    envHash = crypto
      .createHash('sha256')
      .update(fs.existsSync(lock) ? fs.readFileSync(lock) : '')
      .digest('hex');
    envHashes.set(envDir, envHash);
  }
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, versions, envHash, lang, hover, code]))
    .digest('hex')
    .slice(0, 32);
}

export function readCached(cacheDir: string, key: string): SampleResult | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as SampleResult;
  } catch {
    return undefined;
  }
}

export function writeCached(cacheDir: string, key: string, result: SampleResult): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const file = path.join(cacheDir, `${key}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(result));
  fs.renameSync(temporary, file);
}
