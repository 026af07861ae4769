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
const CACHE_VERSION = 2;

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

/** A type query (`//    ^?`), as twoslash finds it: a caret line under the line it asks about. */
const QUERY_LINE = /^\s*\/\/\s*\^\?( .*)?$/;
/** Any of twoslash's caret lines (`^?`, `^|`, `^^^`): a query skips these to find the line it asks about. */
const CARET_LINE = /^\s*\/\/\s*\^(\?|\||\^+)( .*)?$/;
const DECLARED_ERROR_CODES = /^\/\/\s?@errors:\s?(.+)$/m;
/** Appended to a queried line to find it in the visible code (no notation contains it). */
const TARGET_MARK = '\u0000query-target';

/**
 * The answers a sample asks for and its type data lacks: a `^?` whose line has no answer in `data`, a
 * code of `// @errors:` that no error note shows. Each at the 0-based line of the `^?` or `// @errors:`
 * line, with what to do. Empty when every answer is there. Compiling a sample never loses one
 * without a problem of its own being reported; this finds data that lost them anyway (a cache entry
 * from an older version, a changed twoslash), so that it is neither cached nor passed.
 */
export function missingAnswers(code: string, data: SampleTypeData): SampleProblem[] {
  const lines = code.split('\n');
  const missing: SampleProblem[] = [];
  const askedByLine = new Map<number, number[]>();
  const carets = new Set<number>();
  lines.forEach((line, index) => {
    if (!CARET_LINE.test(line)) return;
    carets.add(index);
    if (!QUERY_LINE.test(line)) return;
    let target = index - 1;
    while (target >= 0 && carets.has(target)) target--;
    const marked = lines.map((text, i) => (i === target ? text + TARGET_MARK : text)).join('\n');
    const visibleLine =
      target < 0
        ? -1
        : visibleCode(marked)
            .split('\n')
            .findIndex((text) => text.endsWith(TARGET_MARK));
    askedByLine.set(visibleLine, [...(askedByLine.get(visibleLine) ?? []), index]);
  });
  for (const [visibleLine, queryLines] of askedByLine) {
    const answered = data.queries.filter((query) => query.line === visibleLine).length;
    for (const line of queryLines.slice(answered)) {
      missing.push({
        line,
        message:
          `the // ^? on this line has no answer (${data.queries.length} of ${[...askedByLine.values()].flat().length} ` +
          'queries answered), so the page shows the sample without it: put the caret under an identifier of the ' +
          'code line just above it (only other caret lines are skipped, a comment line such as // @ts-expect-error ' +
          'is not), and fix the problems reported for this sample',
      });
    }
  }
  const declared = DECLARED_ERROR_CODES.exec(code);
  if (declared) {
    const line = lines.findIndex((text) => DECLARED_ERROR_CODES.test(text));
    for (const errorCode of declared[1].trim().split(/[\s,]+/)) {
      if (!(data.errors ?? []).some((note) => note.text.endsWith(`(${errorCode})`))) {
        missing.push({
          line,
          message: `// @errors declares ${errorCode}, and the page shows no such error: fix the problems reported for this sample`,
        });
      }
    }
  }
  return missing;
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

/**
 * Stores a sample's result, unless its data lacks an answer the sample asks for (`missingAnswers`):
 * such a result is compiled again next time rather than kept under the sample's key. Whether it
 * was stored.
 */
export function writeCached(cacheDir: string, key: string, result: SampleResult, code: string): boolean {
  if (missingAnswers(code, result.data).length > 0) return false;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const file = path.join(cacheDir, `${key}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(result));
  fs.renameSync(temporary, file);
  return true;
}
