import { camelParts, wordSpans, type WordSpan } from './tokenize';

/** An attribute with its matches wrapped in tags, as Algolia's `_highlightResult` and `_snippetResult`. */
export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

export type HighlightTags = { readonly pre: string; readonly post: string };

export const DEFAULT_TAGS: HighlightTags = { pre: '<mark>', post: '</mark>' };

type Range = { start: number; end: number };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Whether a word has more than one camelCase part: letters in more than one case, or digits. */
const MAY_HAVE_PARTS = /\p{Lu}|\p{N}/u;

/** Where a word or part of it matches one of the terms (lowercase index terms). */
function wordRanges(span: WordSpan, lower: string, terms: ReadonlySet<string>): Range[] {
  if (terms.has(lower)) return [{ start: span.start, end: span.end }];
  if (!MAY_HAVE_PARTS.test(span.word)) return [];
  const ranges: Range[] = [];
  let offset = 0;
  for (const part of camelParts(span.word)) {
    const start = span.word.indexOf(part, offset);
    offset = start + part.length;
    if (terms.has(part.toLowerCase())) ranges.push({ start: span.start + start, end: span.start + offset });
  }
  return ranges;
}

/**
 * The matches that start at word `i`: the word, its camelCase parts, or it joined with the next one or
 * two. A word that matches on its own is not joined: the joined term is then only a longer completion
 * of the same prefix ("router" also completes to the joined "routerused" of "The router used").
 */
function rangesAt(
  spans: readonly WordSpan[],
  lowers: readonly string[],
  i: number,
  terms: ReadonlySet<string>,
): Range[] {
  const ranges = wordRanges(spans[i], lowers[i], terms);
  if (terms.has(lowers[i])) return ranges;
  if (i + 1 < spans.length && terms.has(lowers[i] + lowers[i + 1])) {
    ranges.push({ start: spans[i].start, end: spans[i + 1].end });
  }
  if (i + 2 < spans.length && terms.has(lowers[i] + lowers[i + 1] + lowers[i + 2])) {
    ranges.push({ start: spans[i].start, end: spans[i + 2].end });
  }
  return ranges;
}

/** The matched ranges of a text, merged and in order: words, camelCase parts, and joined words. */
function matchRanges(text: string, terms: ReadonlySet<string>): Range[] {
  const spans = wordSpans(text);
  const lowers = spans.map((span) => span.word.toLowerCase());
  const ranges = spans.flatMap((_span, i) => rangesAt(spans, lowers, i, terms));
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function render(text: string, ranges: Range[], tags: HighlightTags, queryTermCount: number): HighlightResult {
  let value = '';
  let cursor = 0;
  const matched = new Set<string>();
  for (const { start, end } of ranges) {
    const word = text.slice(start, end);
    matched.add(word.toLowerCase());
    value += `${escapeHtml(text.slice(cursor, start))}${tags.pre}${escapeHtml(word)}${tags.post}`;
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= queryTermCount ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** The whole text, HTML-escaped, with every match wrapped in the tags. */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  tags: HighlightTags = DEFAULT_TAGS,
  queryTermCount = terms.size,
): HighlightResult {
  return render(text, matchRanges(text, terms), tags, queryTermCount);
}

/**
 * A window of about `words` words around the first match (or the start), with the ellipsis where
 * the text was cut, HTML-escaped and highlighted.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  { words = 10, ellipsis = '…', tags = DEFAULT_TAGS, queryTermCount = terms.size } = {},
): HighlightResult {
  const spans = wordSpans(text);
  if (spans.length <= words) return highlight(text, terms, tags, queryTermCount);
  // Only the window is highlighted: the words before the first match are scanned, not the rest.
  const lowers = spans.map((span) => span.word.toLowerCase());
  const firstWord = Math.max(
    0,
    spans.findIndex((_span, i) => rangesAt(spans, lowers, i, terms).length > 0),
  );
  const from = Math.max(0, Math.min(firstWord - Math.floor(words / 3), spans.length - words));
  const to = from + words - 1;
  const start = from === 0 ? 0 : spans[from].start;
  const end = to >= spans.length - 1 ? text.length : spans[to].end;
  const result = highlight(text.slice(start, end), terms, tags, queryTermCount);
  const before = start > 0 ? ellipsis : '';
  const after = end < text.length ? ellipsis : '';
  return { ...result, value: `${before}${result.value}${after}` };
}
