import type { DocSearchHit } from '@docsearch/react';
import { sectionLevel, type Match } from './engine';
import { highlight, snippet, type HighlightResult, type HighlightTags } from './highlight';
import { normalizedQueryTerms } from './tokenize';
import type { IndexFile } from './types';

/** The attributes DocSearch shows: the hierarchy and the content. */
type Attribute = 'hierarchy.lvl0' | 'hierarchy.lvl1' | 'hierarchy.lvl2' | 'hierarchy.lvl3' | 'content';

/** How a request asks for highlights and snippets (Algolia's parameters, with DocSearch's defaults). */
export type HitFormat = {
  readonly query: string;
  /** The origin hit URLs start with: the modal needs absolute URLs. */
  readonly origin: string;
  readonly tags: HighlightTags;
  /** Words per snippet, by attribute (`attributesToSnippet: ['content:10']`). */
  readonly snippetWords: Partial<Record<string, number>>;
  readonly ellipsis: string;
};

type Levels = { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null };
type AttributeResults = {
  hierarchy: Partial<Record<keyof Levels, HighlightResult>>;
  content?: HighlightResult;
};

/** A DocSearch record as Algolia would return it, built from one matched section. */
export type LocalHit = Omit<DocSearchHit, '_highlightResult' | '_snippetResult'> & {
  _highlightResult: AttributeResults;
  _snippetResult: AttributeResults;
};

/** `['content:10', 'hierarchy.lvl1:10']` → `{ content: 10, 'hierarchy.lvl1': 10 }`. */
export function parseSnippetWords(attributes: readonly string[] | undefined): Record<string, number> {
  const words: Record<string, number> = {};
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    words[name] = Number(count) || 10;
  }
  return words;
}

function results(levels: Levels, content: string | null, terms: ReadonlySet<string>, format: HitFormat) {
  const queryTermCount = normalizedQueryTerms(format.query).length;
  const highlighted = (text: string) => highlight(text, terms, format.tags, queryTermCount);
  const snipped = (name: Attribute, text: string) => {
    const words = format.snippetWords[name];
    return words === undefined
      ? highlighted(text)
      : snippet(text, terms, { words, ellipsis: format.ellipsis, tags: format.tags, queryTermCount });
  };
  const highlightResult: AttributeResults = { hierarchy: {} };
  const snippetResult: AttributeResults = { hierarchy: {} };
  for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const) {
    const text = levels[level];
    if (text === null) continue;
    highlightResult.hierarchy[level] = highlighted(text);
    snippetResult.hierarchy[level] = snipped(`hierarchy.${level}`, text);
  }
  if (content !== null) {
    snippetResult.content = snipped('content', content);
    // The whole text highlighted is the costliest part of a hit, and neither the modal nor the
    // search page reads it (they show the snippet): it is made only when read.
    let whole: HighlightResult | undefined;
    Object.defineProperty(highlightResult, 'content', {
      enumerable: true,
      get: () => (whole ??= highlighted(content)),
    });
  }
  return { highlightResult, snippetResult };
}

/**
 * The DocSearch hit of a matched section. Its type says what to show: the heading that matched
 * (`lvl1` for a page title, `lvl2`, `lvl3`), or `content` when only the text did.
 */
export function toHit(index: IndexFile, match: Match, format: HitFormat): LocalHit {
  const [pageIndex, anchor, lvl2, lvl3, text] = index.sections[match.section];
  const [path, lvl0, lvl1] = index.pages[pageIndex];
  const level = sectionLevel(index, match.section);
  const levels: Levels = { lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null };
  const content = text || null;
  const urlWithoutAnchor = format.origin + path;
  const { highlightResult, snippetResult } = results(levels, content, new Set(match.terms), format);
  return {
    objectID: `${path}#${anchor}`,
    type: match.titleMatched ? `lvl${level}` : 'content',
    url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor: anchor || null,
    content,
    hierarchy: { ...levels, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
