import * as cheerio from 'cheerio';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { blogPostContainerID } from '@docusaurus/utils-common';

/** A searchable part of a page: its introduction (empty anchor) or a level-2/3 heading and its text. */
export type ExtractedSection = {
  readonly anchor: string;
  readonly lvl2: string;
  readonly lvl3: string;
  readonly content: string;
  /**
   * Identifiers its code blocks use that its text does not name (`skipBatch`; every word of a
   * command or request: `curl`, `GET`), space-separated, then the words of their comments, which
   * are prose ("Give up after two seconds").
   */
  readonly code: string;
  /**
   * Whether it is mostly links ("Related pages") or part of a category index page: it ranks
   * after sections with content.
   */
  readonly linkList: boolean;
};

/** A link of a page's text to a page of the site: where it leads and its words. */
export type ExtractedLink = { readonly path: string; readonly anchor: string; readonly text: string };

/** What the index keeps of one built page. */
export type ExtractedPage = {
  /** The route, with the site's baseUrl. */
  readonly path: string;
  readonly language: string;
  readonly tag: string;
  readonly lvl0: string;
  readonly lvl1: string;
  /** The page's meta description, which its author wrote to say what it answers. */
  readonly description: string;
  readonly sections: readonly ExtractedSection[];
  /** Its links to other pages of the site, by path (with the baseUrl) and anchor. */
  readonly links: readonly ExtractedLink[];
};

/** Section names (lvl0) of pages whose place in the site is not read from breadcrumbs. */
const DOCS_SECTION = 'Documentation';
const BLOG_SECTION = 'Blog';
const PAGES_SECTION = 'Pages';

/** Elements whose text is chrome or code, never prose: left out of the content. */
const SKIPPED_TAGS = new Set(['h1', 'pre', 'button', 'script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer']);
const SKIPPED_CLASSES = ['theme-code-block', 'hash-link', 'theme-doc-toc-mobile', 'tabs'];

/**
 * A name worth finding in code: one of two parts or more, in camelCase or PascalCase (`skipBatch`,
 * `createTRPCProxyClient`), snake_case (`unstable_overrides`), SCREAMING_SNAKE_CASE (`JWT_SECRET`)
 * or kebab-case (`'cache-control'`, a header's name), not a keyword or a one-word variable.
 */
const CODE_IDENTIFIER =
  /\b[A-Za-z_$][\w$]*[a-z0-9][A-Z][\w$]*\b|\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b|(?<![\w$-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w$-])/g;
/**
 * Code blocks of commands and requests (`curl -X GET …`, `npm install …`), whose every word is
 * what a reader types, not only their identifiers: indexed word by word ({@link CODE_WORD}).
 */
const PROSE_CODE = /^language-(?:bash|sh|shell|http|text)$/;
/** A word of a command or a request, or an identifier or option in it (`content-type`). */
const CODE_WORD = new RegExp(`${CODE_IDENTIFIER.source}|\\b[A-Za-z][A-Za-z0-9]+\\b`, 'g');
/** Above this share of its text in links, a section is a list of links. */
const LINK_LIST_SHARE = 0.6;

/** Elements that end a run of text: their neighbours' words must not run together. */
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure h4 h5 h6 header hr li main ol p section summary table td th tr ul'.split(
    ' ',
  ),
);

const classList = (node: Element): string[] => (node.attribs.class ?? '').split(/\s+/);
const cleanText = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

function isSkipped(node: Element): boolean {
  if (SKIPPED_TAGS.has(node.tagName) || node.attribs.role === 'tablist') return true;
  const classes = classList(node);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

/** Collects the sections under a root: text goes to the current section, h2/h3 with an id start one. */
class SectionCollector {
  readonly sections: ExtractedSection[] = [];
  readonly links: ExtractedLink[] = [];
  private current = { anchor: '', lvl2: '', lvl3: '' };
  private text: string[] = [];
  private linkText: string[] = [];
  private code = new Set<string>();
  /** The comments of its code blocks: prose, though inside code. */
  private comments: string[] = [];
  private linkDepth = 0;

  constructor(
    private readonly $: cheerio.CheerioAPI,
    /** A category index page: all of it is links to other pages. */
    private readonly isIndexPage: boolean,
  ) {}

  walk(nodes: readonly AnyNode[]): void {
    for (const node of nodes) {
      if (isText(node)) {
        this.text.push(node.data);
        if (this.linkDepth > 0) this.linkText.push(node.data);
      } else if (isTag(node) && (node.tagName === 'pre' || classList(node).includes('theme-code-block'))) {
        // The code only, not the block's title and its "Try" link, which would run into its first
        // word (`tsTryimport` from "router.ts", "Try", "import").
        const code = node.tagName === 'pre' ? this.$(node) : this.$(node).find('pre');
        const names = classList(node).some((name) => PROSE_CODE.test(name)) ? CODE_WORD : CODE_IDENTIFIER;
        for (const [name] of code.text().matchAll(names)) this.code.add(name);
        code.find('.token.comment').each((_i, comment) => {
          this.comments.push(this.$(comment).text());
        });
      } else if (isTag(node) && !isSkipped(node)) {
        if ((node.tagName === 'h2' || node.tagName === 'h3') && node.attribs.id) {
          this.startSection(node);
        } else {
          const block = BLOCK_TAGS.has(node.tagName);
          const link = node.tagName === 'a';
          if (block) this.text.push(' ');
          if (link) this.linkDepth++;
          const from = this.text.length;
          this.walk(node.children);
          if (link) {
            this.linkDepth--;
            this.addLink(node.attribs.href, cleanText(this.text.slice(from).join('')));
          }
          if (block) this.text.push(' ');
        }
      }
    }
  }

  finish(): ExtractedSection[] {
    const content = cleanText(this.text.join(''));
    const linked = cleanText(this.linkText.join('')).length;
    const words = new Set(content.toLowerCase().match(/[\w$]+/g));
    const names = [...this.code].filter((name) => !words.has(name.toLowerCase()));
    const comments = cleanText(this.comments.join(' ').replace(/\/\/|\/\*+|\*+\/|^\s*[#*]/gm, ' '));
    const code = [...names, comments].filter(Boolean).join(' ');
    const linkList = this.isIndexPage || (content.length > 0 && linked / content.length > LINK_LIST_SHARE);
    this.sections.push({ ...this.current, content, code, linkList });
    this.text = [];
    this.linkText = [];
    this.code = new Set();
    this.comments = [];
    return this.sections;
  }

  /** A link to a page of the site (an absolute path, not this section's own anchors). */
  private addLink(href: string | undefined, text: string): void {
    if (!href?.startsWith('/') || href.startsWith('//') || !text) return;
    const [path, anchor = ''] = href.split('#');
    this.links.push({ path: path.replace(/\/$/, '') || '/', anchor, text });
  }

  private startSection(heading: Element): void {
    this.finish();
    const title = cleanText(this.$(heading).clone().find('.hash-link').remove().end().text());
    const anchor = heading.attribs.id;
    this.current =
      heading.tagName === 'h2' ? { anchor, lvl2: title, lvl3: '' } : { anchor, lvl2: this.current.lvl2, lvl3: title };
  }
}

type PageKind = {
  readonly root: cheerio.Cheerio<Element>;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly isIndexPage?: boolean;
};

/** The top sidebar category of a docs page: its first breadcrumb after "Home". */
function docsSection($: cheerio.CheerioAPI): string {
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .toArray()
    .filter((crumb) => crumb.attribs['aria-label'] === undefined);
  return crumbs.length > 0 ? cleanText($(crumbs[0]).text()) : DOCS_SECTION;
}

/** Where a page's prose is and what it is called, or null for pages the index leaves out. */
function pageKind($: cheerio.CheerioAPI): PageKind | null {
  const classes = classList($('html').get(0) as Element);
  const has = (name: string) => classes.includes(name);
  if (has('docs-doc-page') || has('docs-generated-index-page')) {
    const root = $('.theme-doc-markdown').first();
    const fallbackRoot = root.length > 0 ? root : $('main').first();
    return {
      root: fallbackRoot,
      lvl0: docsSection($),
      lvl1: cleanText($('main h1').first().text()),
      // A category's generated index has no markdown, only cards that link to its pages.
      isIndexPage: has('docs-generated-index-page') || root.length === 0,
    };
  }
  if (has('blog-post-page')) {
    const container = $<Element, string>(`#${blogPostContainerID}`);
    return {
      root: container.length > 0 ? container : $<Element, string>('article .markdown').first(),
      lvl0: BLOG_SECTION,
      lvl1: cleanText($('article header h1').first().text()),
    };
  }
  if (has('plugin-pages')) {
    return { root: $('main').first(), lvl0: PAGES_SECTION, lvl1: cleanText($('main h1').first().text()) };
  }
  return null; // Blog lists, tag pages, the archive, the search page and the not-found page.
}

/**
 * The parts of a built page the index reads: the head (the search facets), the `<html>` tag's
 * classes (the kind of page) and `<main>`. Parsing only these, not the navbar, the docs sidebar
 * and the footer, halves the time the build spends indexing.
 */
export function searchableHtml(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd === -1 || mainStart === -1 || mainEnd < mainStart) return html;
  return `${html.slice(0, headEnd + '</head>'.length)}<body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/** Reads one built page; null when it is not a page readers search for or lacks the search facets. */
export function extractPage(html: string, path: string): ExtractedPage | null {
  const $ = cheerio.load(searchableHtml(html));
  const language = $('meta[name="docsearch:language"]').attr('content');
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  if (!language || !tag) return null;
  const kind = pageKind($);
  if (!kind || kind.root.length === 0 || !kind.lvl1) return null;
  const collector = new SectionCollector($, kind.isIndexPage === true);
  collector.walk(kind.root.toArray().flatMap((root) => root.children));
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  const sections = collector.finish();
  // A category index's cards repeat the titles and descriptions of its pages.
  const links = kind.isIndexPage ? [] : collector.links;
  return { path, language, tag, lvl0: kind.lvl0, lvl1: kind.lvl1, description, sections, links };
}
