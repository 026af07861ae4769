/**
 * A docs sample as the playground opens it (its "Try" link): the build turns the sample's twoslash
 * source into files, flags and a docs version, stores it named by content, and links to it. The
 * samples' remark plugin (src/plugins/samples/remark.ts) calls this for every checked sample; the
 * playground plugin copies the store into the build (./index.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PlaygroundFile, PlaygroundState, PlaygroundVersion } from './client/state';

/** Where the remark plugin stores the samples' states, relative to the site; copied to /assets/playground/samples. */
export const SAMPLE_STORE_DIR = 'node_modules/.cache/trpc-playground-samples';

/** twoslash's file marker (as src/plugins/samples/samples.ts's FILENAME_LINE, without its global flag). */
const FILENAME = /^[\t\v\f ]*\/\/\s?@filename: (.+)$/;
/** A twoslash flag line other than a file marker: `// @errors: 2322`, `// @noErrors`. */
const FLAG = /^\/\/\s?@(?!filename:)(\w+)(?::\s?(.*))?$/;

/**
 * The files of a sample as twoslash compiles them: a file per `// @filename:` (code before the first
 * one goes to `index.ts`/`index.tsx`, as in twoslash, unless it is blank), the flag lines taken out
 * into `flags`. Notations that are comments (`// ---cut---`, `// ^?`) stay: they mark the set-up and the queries.
 */
export function sampleState(code: string, lang: string, version: PlaygroundVersion): Omit<PlaygroundState, 'sample'> {
  const flags: Record<string, string> = {};
  const files: { name: string; lines: string[] }[] = [{ name: `index.${lang === 'tsx' ? 'tsx' : 'ts'}`, lines: [] }];
  for (const line of code.replace(/\n$/, '').split('\n')) {
    const marker = FILENAME.exec(line);
    const flag = marker ? null : FLAG.exec(line);
    if (marker) files.push({ name: marker[1].trim(), lines: [] });
    else if (flag) flags[flag[1]] = (flag[2] ?? 'true').trim();
    else files.at(-1)!.lines.push(line);
  }
  const texts: PlaygroundFile[] = files
    .map((file) => ({ name: file.name, text: `${file.lines.join('\n').replace(/^\n+/, '')}\n` }))
    .filter((file, index) => index > 0 || file.text.trim() !== '');
  return { version, files: texts, ...(Object.keys(flags).length > 0 ? { flags } : {}) };
}

/** The id of a sample's state: its content's hash, so a changed sample gets a new file and old links fail clearly. */
export function sampleId(state: Omit<PlaygroundState, 'sample'>): string {
  return crypto.createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 12);
}

/** Writes a sample's state into the store (once: the name is its content), and returns its id. */
export function storeSample(storeDir: string, state: Omit<PlaygroundState, 'sample'>): string {
  const id = sampleId(state);
  const file = path.join(storeDir, `${id}.json`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(storeDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(state));
    fs.renameSync(temporary, file);
  }
  return id;
}
