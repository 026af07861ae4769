/**
 * Word splitting shared by the index (build time, in tests) and the queries (in the browser), so
 * both sides agree on what a term is.
 */

/** A run of letters or digits: `@trpc/server` is two words, `v10` is one. */
const WORD = /[\p{L}\p{N}]+/gu;
/** Words joined by apostrophes: `O'Neil's`, where the last may be a clitic ({@link wordSpans}). */
const WORD_WITH_APOSTROPHES = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const APOSTROPHE = /['’]/;
/** The parts of an identifier: `createTRPCProxyClient` → create, TRPC, Proxy, Client. */
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/** Words too common to help; dropped from both the index and the queries. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do for from how i if in into is it its of on or so that the their then there these this to vs versus was we what when where which will with you your'.split(
    ' ',
  ),
);

export type WordSpan = { readonly word: string; readonly start: number; readonly end: number };

/** English clitics, written after an apostrophe: `user's`, `don't`, `you're`. */
const CLITICS = new Set(['s', 't', 're', 'll', 've', 'd', 'm']);
/** Negations whose stem is not what remains before `n't`. */
const IRREGULAR_NEGATIONS: Readonly<Record<string, string>> = { can: 'can', won: 'will', shan: 'shall' };

/** The word a negation's `n't` was cut from: `doesn` → `does`, `can` → `can`. */
function negated(stemWithN: string): string {
  return IRREGULAR_NEGATIONS[stemWithN.toLowerCase()] ?? stemWithN.slice(0, -1);
}

/**
 * The words of a text with their positions, in order. A word's clitic is not a word of its own
 * (`user's` is `user`, `doesn't` is `does`), or `s` and `t` would each search as the start of
 * every term with that letter; it stays in its word's span. Other apostrophes split words.
 */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD_WITH_APOSTROPHES)).flatMap((match) => {
    const at = match.index;
    // Most words have no apostrophe: one span, without splitting the word again.
    if (!APOSTROPHE.test(match[0])) return [{ word: match[0], start: at, end: at + match[0].length }];
    const spans = Array.from(match[0].matchAll(WORD), (part) => ({
      word: part[0],
      start: at + part.index,
      end: at + part.index + part[0].length,
    }));
    const clitic = spans.length > 1 ? spans.at(-1) : undefined;
    if (!clitic || !CLITICS.has(clitic.word.toLowerCase())) return spans;
    spans.pop();
    const word = spans.pop() as WordSpan;
    const negation = clitic.word.toLowerCase() === 't' && /n$/i.test(word.word);
    return [...spans, { word: negation ? negated(word.word) : word.word, start: word.start, end: clitic.end }];
  });
}

/** The camelCase parts of a word, only when there is more than one. */
export function camelParts(word: string): string[] {
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 ? parts : [];
}

/** Terms of a text for the index: every word, and the parts of camelCase identifiers. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const { word } of wordSpans(text)) terms.push(word, ...camelParts(word));
  return terms;
}

/**
 * Terms of a title or heading: as {@link indexTerms}, plus two and three adjacent words joined,
 * so `httpBatchLink` finds "HTTP Batch Link" and `nextjs` finds "Next.js", as Algolia does.
 */
export function titleTerms(text: string): string[] {
  const words = wordSpans(text)
    .map((span) => span.word)
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const joined: string[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    joined.push(words[i] + words[i + 1]);
    if (i < words.length - 2) joined.push(words[i] + words[i + 1] + words[i + 2]);
  }
  return [...indexTerms(text), ...joined];
}

/**
 * The tails of an identifier of three parts or more, joined and lowercased:
 * `createSSGHelpers` → `ssghelpers`, so that it finds the heading "SSG Helpers".
 */
export function identifierTails(word: string): string[] {
  const parts = camelParts(word);
  return parts.length < 3
    ? []
    : parts.slice(1, -1).map((_part, i) =>
        parts
          .slice(i + 1)
          .join('')
          .toLowerCase(),
      );
}

/** Terms of a query: its words as typed (camelCase identifiers stay whole). */
export function queryTerms(query: string): string[] {
  return wordSpans(query).map((span) => span.word);
}

/** Lowercases a term; drops stop words (returns null). */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Query terms after normalisation: what the engine actually searches for. */
export function normalizedQueryTerms(query: string): string[] {
  return queryTerms(query)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);
}

/** Letters and digits only, lowercased: compares a query with a title ignoring spaces and case. */
export function compact(text: string): string {
  return queryTerms(text).join('').toLowerCase();
}

/** Suffixes a light stemmer strips, longest first, with the letters the stem must keep. */
const SUFFIXES: readonly (readonly [suffix: string, keep: number])[] = [
  ['ation', 4],
  ['ies', 3],
  ['ing', 3],
  ['ed', 3],
  ['s', 3],
];

/**
 * The stem of a lowercase word, for prefix search: `logging` → `log`, `queries` → `quer`,
 * `invalidation` → `invalid`, `headers` → `header`. Deliberately light (no dictionary): the stem is
 * only ever searched as a prefix, beside the word as typed.
 */
export function stem(term: string): string {
  if (term.length < 5 || !/^[a-z]+$/.test(term)) return term;
  for (const [suffix, keep] of SUFFIXES) {
    if (!term.endsWith(suffix) || term.length - suffix.length < keep) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(term)) return term;
    const base = term.slice(0, -suffix.length);
    // `logg` → `log`, `batch` stays: a doubled last consonant is undone after -ing and -ed.
    return suffix.startsWith('i') || suffix === 'ed' ? base.replace(/([^aeiouls])\1$/, '$1') : base;
  }
  // `formatter` → `format`, `errorformatter` → `errorformat` (which finds "Error Formatting").
  if (/([^aeiou])\1er$/.test(term)) return term.slice(0, -3);
  // `invalidate` → `invalidat` also finds `invalidation`.
  return term.length >= 7 && term.endsWith('e') ? term.slice(0, -1) : term;
}

/**
 * The forms a query word also searches for, as prefixes: its stem, and for a word ending in a
 * silent `e` its `-ing` form, which the word as a prefix misses (`cache` → `caching`).
 */
export function wordForms(term: string): string[] {
  const forms = [stem(term)];
  if (term.length >= 4 && /[^aeiou]e$/.test(term)) forms.push(`${term.slice(0, -1)}ing`);
  return forms;
}

/** Endings of an English word's forms: what a whole word's prefix may add (`log` → `logging`). */
const INFLECTION =
  /^(?:s|es|d|ed|ing|ings|er|ers|ies|ied|y|ion|ions|ation|ations|ate|ated|ates|ating|ize|ized|izes|ise|ised|able|ly|ment|ments|or|ors)?$/;

/**
 * Whether an index term is a form of a word typed whole (`logging`, `logger` of `log`), not
 * another word that starts like it (`logic`, `login`). A doubled last consonant is allowed.
 */
export function isInflection(form: string, term: string): boolean {
  if (!term.startsWith(form)) return false;
  const rest = term.slice(form.length);
  return INFLECTION.test(rest) || (rest[0] === form.at(-1) && INFLECTION.test(rest.slice(1)));
}
