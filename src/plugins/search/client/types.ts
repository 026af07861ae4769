/**
 * The shapes the index builder writes and the search client reads. An index file holds one
 * language and one docs version (a "context"), plus the blog and the pages, which belong to
 * every context. Rows are tuples to keep the files small; gzip does the rest.
 */

/** The facets Docusaurus writes into every page (`docsearch:language`, `docsearch:docusaurus_tag`). */
export type Facets = {
  readonly language: string;
  /** `docs-<plugin>-<version>` for docs pages, `default` for the blog and the pages. */
  readonly docusaurus_tag: string;
};

/** The tag of the blog and the pages, shared by every context. */
export const SHARED_TAG = 'default';

/** One page: its path (with the site's baseUrl), section name (lvl0), title (lvl1) and tag. */
export type PageRow = readonly [path: string, lvl0: string, lvl1: string, tag: string];

/**
 * One searchable section of a page: its introduction (empty anchor and headings) or a level-2 or
 * level-3 heading with the text under it. `lvl2` is the parent heading of a level-3 section.
 * `code` names the identifiers of its code blocks that its text does not (every word, for a
 * block of commands or requests), then gives the words of their comments; `linkList` (1) marks a
 * list of links or a category index, which ranks after content; `also` holds the site's other words
 * for it: for an introduction its page's meta description, the page's keyword phrases that share
 * most words with it (or with no section), and the texts of the links that lead to it from other
 * pages. Trailing empty ones are left out.
 */
export type SectionRow = readonly [
  page: number,
  anchor: string,
  lvl2: string,
  lvl3: string,
  content: string,
  code?: string,
  linkList?: 0 | 1,
  also?: string,
];

export type IndexFile = {
  readonly version: 1;
  readonly language: string;
  readonly pages: readonly PageRow[];
  readonly sections: readonly SectionRow[];
};

/** One index file: its language, the docs tag it covers (or `default`) and its hashed name. */
export type ManifestEntry = { readonly language: string; readonly tag: string; readonly file: string };

/** `search/manifest.json`: the only file name that does not change with the content. */
export type Manifest = { readonly version: 1; readonly indexes: readonly ManifestEntry[] };

export const MANIFEST_FILE = 'manifest.json';
/** The folder of the build output (and of the site, under baseUrl) that holds the index files. */
export const SEARCH_DIR = 'search';
