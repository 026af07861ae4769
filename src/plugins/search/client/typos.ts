/**
 * Typo tolerance as Algolia applies it: a query word of 5 letters or more may differ from a word
 * of the index by one edit, one of 9 letters or more by two, where an edit is a letter added,
 * dropped, replaced, or two neighbours swapped (optimal string alignment, the restricted
 * Damerau–Levenshtein distance). Candidates come from the index's own vocabulary only, so a typo
 * never finds a word no page has; shorter words are never corrected, so `test` never becomes `rest`.
 * MiniSearch's own `fuzzy` counts a swap as two edits (plain Levenshtein), which would leave
 * `qeury` (5 letters) unmatched.
 */

/**
 * The edits allowed in a query word: none under 5 letters, one from 5, two from 9; `extra` more
 * for a word of 5 letters or more when a query found nothing with the usual budget.
 */
export function typoBudget(word: string, extra = 0): number {
  return word.length >= 9 ? 2 + extra : word.length >= 5 ? 1 + extra : 0;
}

/**
 * The edit distance between a query word and a term (or, with `prefix`, the closest start of the
 * term: the word is still being typed), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(word: string, term: string, max: number, prefix = false): number {
  const n = word.length;
  const m = prefix ? Math.min(term.length, n + max) : term.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  // Three rows of the dynamic programme: two back (for swaps), the last one and the current one.
  if (rows[0].length <= m) rows = rows.map(() => new Uint8Array(2 * (m + 1)));
  let [before, last, row] = rows;
  for (let j = 0; j <= m; j++) last[j] = Math.min(j, max + 1);
  for (let i = 1; i <= n; i++) {
    row[0] = Math.min(i, max + 1);
    let best = i;
    for (let j = 1; j <= m; j++) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      // Capped: a byte holds it, and anything above the budget is as bad.
      row[j] = Math.min(value, max + 1);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  if (!prefix) return last[m];
  // The word against every start of the term it could be a typo of.
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, last[j]);
  return best;
}

/** The rows {@link editDistance} reuses, grown as needed: a query asks for thousands of distances. */
let rows = [new Uint8Array(64), new Uint8Array(64), new Uint8Array(64)];

/** The answers of {@link typoTerms} per vocabulary: while a query is typed, its whole words are asked again. */
const answers = new WeakMap<object, Map<string, Map<string, number>>>();
const REMEMBERED = 256;

/**
 * The terms of a vocabulary within a word's typo budget ({@link typoBudget}, with `extra` edits),
 * with their distance; not the word itself, nor (with `prefix`) the terms it already starts.
 */
export function typoTerms(vocabulary: readonly string[], word: string, prefix = false, extra = 0): Map<string, number> {
  const max = typoBudget(word, extra);
  if (max === 0) return new Map();
  const remembered = answers.get(vocabulary) ?? new Map<string, Map<string, number>>();
  answers.set(vocabulary, remembered);
  const key = `${prefix ? '>' : '='}${extra}${word}`;
  const known = remembered.get(key);
  if (known) return known;
  const found = new Map<string, number>();
  for (const term of vocabulary) {
    if (term === word || (prefix && term.startsWith(word))) continue;
    if (!prefix && Math.abs(term.length - word.length) > max) continue;
    const distance = editDistance(word, term, max, prefix);
    if (distance <= max) found.set(term, distance);
  }
  if (remembered.size >= REMEMBERED) remembered.clear();
  remembered.set(key, found);
  return found;
}
