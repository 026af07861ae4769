import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { PluggableList } from 'unified';
import {
  categoryTwin,
  docsTree,
  fullTextSection,
  llmsFull,
  llmsIndex,
  llmsPage,
  pagesOf,
  type LlmsNode,
  type LlmsPage,
  type LlmsSite,
  type LlmsVersion,
} from './build';
import type { SiteLinks } from './links';
import { markdownTwin, type TwinPage } from './twin';
import { markdownTwinPath } from './twinPath';

export const INDEX_FILE = 'llms.txt';
export const FULL_FILE = 'llms-full.txt';

/** What the site's client reads (`usePluginData('llms-txt')`): the blog posts' pages, which have twins. */
export type LlmsGlobalData = { readonly blogPosts: readonly string[] };

export type LlmsOptions = {
  /** The remark plugins of the docs and the blog: the twins are converted after them, as the pages are rendered. */
  readonly remarkPlugins?: PluggableList;
};

/** A page with a Markdown twin: a doc or a post (converted from its source), or a category's index. */
type Twin = { readonly page: LlmsPage } & (
  { readonly source: TwinPage } | { readonly children: readonly LlmsNode[]; readonly source?: undefined }
);

function categories(tree: readonly LlmsNode[]): Twin[] {
  return tree.flatMap((node) =>
    node.kind === 'page'
      ? []
      : [
          ...(node.page && node.page.docId === undefined ? [{ page: node.page, children: node.children }] : []),
          ...categories(node.children),
        ],
  );
}

/**
 * The address of an image a page shows from next to its source (`./chart.svg`): the bundler inlines
 * small ones into the HTML, so the twins get a copy of their own, named by its content as the
 * bundler names its assets (`/assets/images/chart-1a2b3c4d.svg`, cached for good by the hosts).
 */
function copyAsset(outDir: string, baseUrl: string) {
  return (file: string): string | undefined => {
    if (!fs.existsSync(file)) return undefined;
    const content = fs.readFileSync(file);
    const { name, ext } = path.parse(file);
    const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
    const asset = `assets/images/${name}-${hash}${ext}`;
    fs.mkdirSync(path.join(outDir, 'assets/images'), { recursive: true });
    fs.writeFileSync(path.join(outDir, asset), content);
    return `${baseUrl}${asset}`;
  };
}

/**
 * Writes the Markdown twin of every docs page (all versions), category index and blog post next to
 * its HTML (`/docs/router` → `/docs/router.md`, see ./twin.ts), then `llms.txt` and `llms-full.txt`
 * (https://llmstxt.org) for each docs version from them: the current version's at the site root,
 * the others' under their own path (`/docs/v9/llms.txt`). The index follows the docs sidebars.
 */
export default function llmsTxtPlugin(context: LoadContext, options: LlmsOptions = {}): Plugin {
  const { siteDir } = context;
  const fileOf = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
  return {
    name: 'llms-txt',
    // The blog's list pages show posts through the same components as a post's page: the Copy page
    // button (src/theme/MDXContent) tells them apart by this list, without the blog's client code.
    allContentLoaded({ allContent, actions }) {
      const blogs = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[];
      const data: LlmsGlobalData = {
        blogPosts: blogs.flatMap((blog) => blog.blogPosts.map((post) => post.metadata.permalink)),
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, siteConfig, plugins }) {
      const { url, baseUrl, trailingSlash } = siteConfig;
      const route = (permalink: string) => applyTrailingSlash(permalink, { trailingSlash, baseUrl });
      const site: LlmsSite = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        route,
        absolute: (permalink) => `${url}${route(permalink)}`,
      };
      const versions: LoadedVersion[] = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
        .flatMap((plugin) => (plugin.content as DocsContent).loadedVersions);
      const posts = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-blog')
        .flatMap((plugin) => (plugin.content as BlogContent).blogPosts.map((post) => post.metadata));
      const trees = new Map(versions.map((version) => [version, docsTree(version, site)]));

      const twins: Twin[] = [
        ...versions.flatMap((version) =>
          version.docs.map((doc) => ({
            page: llmsPage(doc, site, doc.id),
            source: {
              file: fileOf(doc.source),
              page: route(doc.permalink),
              title: doc.title,
              description: doc.frontMatter.description,
            },
          })),
        ),
        ...versions.flatMap((version) => categories(trees.get(version) ?? [])),
        ...posts.map((post) => ({
          page: llmsPage(post, site),
          source: {
            file: fileOf(post.source),
            page: route(post.permalink),
            title: post.title,
            description: post.frontMatter.description,
          },
        })),
      ];
      const links: SiteLinks = {
        siteUrl: url,
        baseUrl,
        pageOfFile: new Map(twins.flatMap((twin) => (twin.source ? [[twin.source.file, twin.source.page]] : []))),
        twins: new Set(twins.map((twin) => twin.page.path)),
        staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
        assetUrl: copyAsset(outDir, baseUrl),
      };

      const started = performance.now();
      const markdown = new Map<string, string>();
      const twinOptions = { siteDir, remarkPlugins: options.remarkPlugins, site: links };
      await Promise.all(
        twins.map(async (twin) => {
          let text: string;
          if (twin.source) {
            try {
              text = await markdownTwin(twin.source, twinOptions);
            } catch (error) {
              throw new Error(`Markdown twin of ${twin.page.path}: ${(error as Error).message}`, { cause: error });
            }
          } else {
            text = categoryTwin(twin.page, twin.children);
          }
          markdown.set(twin.page.path, text);
          const file = path.join(outDir, markdownTwinPath(twin.page.path).slice(baseUrl.length));
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await fs.promises.writeFile(file, text);
        }),
      );

      const dirOf = (version: LoadedVersion): string =>
        version.isLast ? '' : version.path.slice(baseUrl.length).replace(/\/+$/, '');
      const fileUrl = (version: LoadedVersion, file: string): string =>
        `${url}${baseUrl}${dirOf(version) ? `${dirOf(version)}/` : ''}${file}`;
      for (const version of versions) {
        const tree = trees.get(version) ?? [];
        const meta: LlmsVersion = {
          label: version.label,
          unmaintained: version.banner === 'unmaintained',
          indexUrl: fileUrl(version, INDEX_FILE),
          fullUrl: fileUrl(version, FULL_FILE),
          others: versions
            .filter((other) => other !== version)
            .map((other) => ({
              label: other.label,
              url: fileUrl(other, INDEX_FILE),
              unmaintained: other.banner === 'unmaintained',
            })),
        };
        const sections = pagesOf(tree).map((page) => fullTextSection(page, markdown.get(page.path) ?? ''));
        const blog = version.isLast ? posts.map((post) => llmsPage(post, site)) : [];
        const dir = path.join(outDir, dirOf(version));
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(path.join(dir, INDEX_FILE), llmsIndex(tree, site, meta, blog));
        await fs.promises.writeFile(path.join(dir, FULL_FILE), llmsFull(sections, site, meta));
      }
      const bytes = [...markdown.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      console.info(
        `[llms] ${markdown.size} Markdown twins (${bytes} bytes), llms.txt and llms-full.txt for ${versions.length} ` +
          `docs versions, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
