import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { markdownTwinPath } from './twinPath';

/** A docs page as the llms files list it. */
export type LlmsPage = {
  readonly title: string;
  /** Site path, e.g. `/docs/router`. */
  readonly path: string;
  /** Absolute address. */
  readonly url: string;
  /** Absolute address of its Markdown twin. */
  readonly markdownUrl: string;
  readonly description: string;
  /** Docs page id, or undefined for a category's generated index page. */
  readonly docId: string | undefined;
};

/** The sidebar, reduced to pages and labelled groups. */
export type LlmsNode =
  | { readonly kind: 'page'; readonly page: LlmsPage }
  | {
      readonly kind: 'group';
      readonly label: string;
      /** The page a category opens, if it has one. */
      readonly page: LlmsPage | undefined;
      readonly children: readonly LlmsNode[];
    };

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

export type LlmsSite = {
  /** Site title, e.g. `tRPC`. */
  readonly title: string;
  readonly tagline: string;
  /** A permalink as the site serves it (`/docs/` → `/docs` without trailing slashes). */
  readonly route: (permalink: string) => string;
  /** Turns a site path (`/docs/router`, base URL included) into an absolute address. */
  readonly absolute: (permalink: string) => string;
};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A page of the llms files: a docs page or a blog post. */
export function llmsPage(
  { title, permalink, description }: { title: string; permalink: string; description: string },
  site: LlmsSite,
  docId?: string,
): LlmsPage {
  const route = site.route(permalink);
  return {
    title,
    path: route,
    url: site.absolute(route),
    markdownUrl: site.absolute(markdownTwinPath(route)),
    description: oneLine(description),
    docId,
  };
}

const pageOf = (doc: Doc, site: LlmsSite): LlmsPage => llmsPage(doc, site, doc.id);

/** The version's sidebars as a tree, then its listed docs no sidebar reaches under "Optional". */
export function docsTree(version: Pick<LoadedVersion, 'docs' | 'sidebars'>, site: LlmsSite): LlmsNode[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const docPage = (id: string): LlmsPage | undefined => {
    const doc = docs.get(id);
    if (!doc) return undefined;
    seen.add(id);
    return pageOf(doc, site);
  };
  const convert = (items: readonly SidebarItem[]): LlmsNode[] =>
    items.flatMap((item): LlmsNode[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = docPage(item.id);
        return page ? [{ kind: 'page', page }] : [];
      }
      if (item.type !== 'category') return []; // External links and HTML items are not docs pages.
      const link = item.link;
      const page =
        link?.type === 'doc'
          ? docPage(link.id)
          : link?.type === 'generated-index'
            ? llmsPage(
                {
                  title: link.title ?? item.label,
                  permalink: link.permalink,
                  description: link.description ?? item.description ?? '',
                },
                site,
              )
            : undefined;
      return [{ kind: 'group', label: item.label, page, children: convert(item.items) }];
    });
  const tree = Object.values(version.sidebars).flatMap(convert);
  const others = version.docs.filter((doc) => !seen.has(doc.id) && !doc.unlisted);
  if (others.length > 0) {
    tree.push({
      kind: 'group',
      label: 'Optional',
      page: undefined,
      children: others.map((doc) => ({ kind: 'page', page: pageOf(doc, site) })),
    });
  }
  return tree;
}

/** Every page of the tree, in sidebar order. */
export function pagesOf(tree: readonly LlmsNode[]): LlmsPage[] {
  return tree.flatMap((node) =>
    node.kind === 'page' ? [node.page] : [...(node.page ? [node.page] : []), ...pagesOf(node.children)],
  );
}

const entry = (page: LlmsPage): string =>
  `- [${page.title.replace(/[[\]]/g, '\\$&')}](${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`;

function listLines(nodes: readonly LlmsNode[], depth: number): string[] {
  const indent = '  '.repeat(depth);
  return nodes.flatMap((node) => {
    if (node.kind === 'page') return [indent + entry(node.page)];
    const head = node.page ? entry(node.page) : `- ${node.label}`;
    return [indent + head, ...listLines(node.children, depth + 1)];
  });
}

export type LlmsVersion = {
  /** Version label, e.g. `10.x`. */
  readonly label: string;
  readonly unmaintained: boolean;
  /** Addresses of this version's two files. */
  readonly indexUrl: string;
  readonly fullUrl: string;
  /** The other versions' index files, e.g. `[{ label: '9.x', url, unmaintained: true }]`. */
  readonly others: readonly { readonly label: string; readonly url: string; readonly unmaintained: boolean }[];
};

function preamble(site: LlmsSite, version: LlmsVersion, full: boolean): string[] {
  const status = version.unmaintained ? ' (unmaintained)' : '';
  const others = version.others.map(
    (other) => `[${other.label}${other.unmaintained ? ', unmaintained' : ''}](${other.url})`,
  );
  return [
    `# ${site.title} ${version.label} documentation${status}${full ? ': full text' : ''}`,
    '',
    `> ${site.tagline}`,
    '',
    full
      ? `The full text of every page of the ${site.title} ${version.label} docs, in sidebar order, as Markdown. The index is ${version.indexUrl}.`
      : `Every page of the ${site.title} ${version.label} docs, grouped as in the sidebar. The full text of all of them, as Markdown, is ${version.fullUrl}.`,
    '',
    `Every docs page and blog post of the site is also published as Markdown, at the page's address followed by \`.md\`; the links below lead to those files.`,
    ...(others.length > 0 ? ['', `Other versions: ${others.join(', ')}.`] : []),
  ];
}

/**
 * `llms.txt`: title, Markdown address and one-line description of every page, grouped as the
 * sidebar, then the blog posts (the current version's file lists them).
 */
export function llmsIndex(
  tree: readonly LlmsNode[],
  site: LlmsSite,
  version: LlmsVersion,
  posts: readonly LlmsPage[] = [],
): string {
  const lines = preamble(site, version, false);
  let loose: LlmsNode[] = [];
  const flushLoose = (): void => {
    if (loose.length === 0) return;
    lines.push('', '## Docs', '', ...listLines(loose, 0));
    loose = [];
  };
  for (const node of tree) {
    if (node.kind === 'page') {
      loose.push(node);
      continue;
    }
    flushLoose();
    lines.push('', `## ${node.label}`, '', ...listLines(node.page ? [{ kind: 'page', page: node.page }] : [], 0));
    lines.push(...listLines(node.children, 0));
  }
  flushLoose();
  if (posts.length > 0) lines.push('', '## Blog', '', ...posts.map(entry));
  return `${lines.join('\n')}\n`;
}

/** The Markdown twin of a category's generated index page: its title, description and pages. */
export function categoryTwin(page: LlmsPage, children: readonly LlmsNode[]): string {
  const description = page.description ? ['', page.description] : [];
  return `${[`# ${page.title}`, ...description, '', ...listLines(children, 0)].join('\n')}\n`;
}

/** One page's part of `llms-full.txt`: its Markdown twin, with the page's address under the title. */
export function fullTextSection(page: LlmsPage, twin: string): string {
  const [title, ...rest] = twin.trim().split('\n');
  return [title, '', `Source: ${page.url}`, ...rest].join('\n');
}

/** `llms-full.txt`: the preamble, then every page's section, separated by rules. */
export function llmsFull(sections: readonly string[], site: LlmsSite, version: LlmsVersion): string {
  return `${[preamble(site, version, true).join('\n'), ...sections].join('\n\n---\n\n')}\n`;
}
