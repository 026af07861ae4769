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

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Where a word or part of it matches one of the terms (lowercase index terms). */
function wordRanges(span: WordSpan, terms: ReadonlySet<string>): Range[] {
  if (terms.has(span.word.toLowerCase())) return [{ start: span.start, end: span.end }];
  const ranges: Range[] = [];
  let offset = 0;
  for (const part of camelParts(span.word)) {
    const start = span.word.indexOf(part, offset);
    offset = start + part.length;
    if (terms.has(part.toLowerCase())) ranges.push({ start: span.start + start, end: span.start + offset });
  }
  return ranges;
}

/** The matched ranges of a text, merged and in order: words, camelCase parts, and joined words. */
export function matchRanges(text: string, terms: ReadonlySet<string>): Range[] {
  const spans = wordSpans(text);
  const ranges: Range[] = [];
  spans.forEach((span, i) => {
    ranges.push(...wordRanges(span, terms));
    for (const length of [2, 3]) {
      const group = spans.slice(i, i + length);
      if (group.length === length && terms.has(group.map((s) => s.word.toLowerCase()).join(''))) {
        ranges.push({ start: span.start, end: group[length - 1].end });
      }
    }
  });
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
  const first = matchRanges(text, terms)[0];
  const firstWord = first
    ? Math.max(
        0,
        spans.findIndex((span) => span.end > first.start),
      )
    : 0;
  const from = Math.max(0, Math.min(firstWord - Math.floor(words / 3), spans.length - words));
  const to = from + words - 1;
  const start = from === 0 ? 0 : spans[from].start;
  const end = to >= spans.length - 1 ? text.length : spans[to].end;
  const result = highlight(text.slice(start, end), terms, tags, queryTermCount);
  const before = start > 0 ? ellipsis : '';
  const after = end < text.length ? ellipsis : '';
  return { ...result, value: `${before}${result.value}${after}` };
}
