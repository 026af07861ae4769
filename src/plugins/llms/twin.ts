import fs from 'node:fs/promises';
import path from 'node:path';
import type { Heading, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import type {} from 'mdast-util-directive';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdx-expression';
import type { JSXElement, JSXFragment } from 'estree-jsx';
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import remarkStringify from 'remark-stringify';
import { toString } from 'mdast-util-to-string';
import { VFile } from 'vfile';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { resolveHref, type SiteLinks } from './links';
import { COMPONENTS } from './components';
import {
  asFlow,
  asPhrasing,
  codeBlock,
  evaluate,
  isJsxElement,
  isJsxValue,
  label,
  paragraph,
  prop,
  strong,
  text,
  UnsupportedContentError,
  type Context,
  type JsxElement,
} from './nodes';

/** A page to write the Markdown twin of. */
export type TwinPage = {
  /** Absolute path of its Markdown/MDX source. */
  readonly file: string;
  /** Its site path (`/docs/router`). */
  readonly page: string;
  readonly title: string;
  /** The front matter's description, if any. */
  readonly description?: string;
};

export type TwinOptions = {
  readonly site: SiteLinks;
  /** The site's folder: `@site/` in imports. */
  readonly siteDir: string;
  /** The remark plugins the site renders its content with (npm2yarn, the samples), run before the conversion. */
  readonly remarkPlugins?: PluggableList;
  /** Loads a module a page imports data from (default: `import()`). */
  readonly loadModule?: (file: string) => Promise<Record<string, unknown>>;
};

/** A component the converter has a renderer for (./components.ts), named by its module. */
class ImportedComponent {
  constructor(readonly module: string) {}
}
/** A Markdown file imported as a component (`import Content from './_partial.md'`): its converted content. */
class Partial {
  constructor(readonly content: RootContent[]) {}
}
/** An SVG file imported as a component: shown as an image of the file. */
class SvgFile {
  constructor(
    readonly url: string,
    readonly alt: string,
  ) {}
}
/** A component the page defines itself (`export const Wordmark = () => (<svg …/>)`). */
class LocalComponent {
  constructor(readonly jsx: JSXElement | JSXFragment) {}
}

// The admonition keywords of the classic theme; `:::tip Title` is read as `:::tip[Title]` (mdx1Compat).
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];
/** An admonition's label in a twin, as the theme titles it (`secondary` is a note). */
const admonitionLabel = (name: string): string =>
  name === 'secondary' ? 'Note' : `${name[0].toUpperCase()}${name.slice(1)}`;

/**
 * JSX written in an expression (`emptyMessage={<p>…</p>}`, `export const Wordmark = () => (<svg …/>)`):
 * its source parsed again as MDX content, and converted as the file's own.
 */
function convertJsx(jsx: JSXElement | JSXFragment, ctx: Context): Nodes[] {
  if (!jsx.range) throw new UnsupportedContentError(`${ctx.file}: JSX without its source`);
  const source = ctx.source.slice(...jsx.range);
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  return convertAll(tree.children, contextOf({ ...ctx, source }));
}

/** An element of HTML as Markdown: its meaning kept, its presentation (`div`, `style`) dropped. */
function htmlElement(element: JsxElement, ctx: Context): Nodes[] {
  const children = () => convertAll(element.children, ctx);
  const name = element.name ?? '';
  const heading = /^h([1-6])$/.exec(name);
  if (heading) {
    return [{ type: 'heading', depth: Number(heading[1]) as Heading['depth'], children: asPhrasing(children()) }];
  }
  switch (name) {
    case 'p':
      return [paragraph(asPhrasing(children()))];
    case 'strong':
    case 'b':
      return [strong(asPhrasing(children()))];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: asPhrasing(children()) }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: asPhrasing(children()) }];
    case 'code':
    case 'kbd':
      return [{ type: 'inlineCode', value: toString(children()) }];
    case 'br':
      return [{ type: 'break' }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'a': {
      const href = prop(element, 'href', ctx);
      const content = asPhrasing(children());
      if (typeof href !== 'string') return content;
      return [{ type: 'link', url: resolveHref(href, ctx, ctx.site), children: content }];
    }
    case 'img': {
      const src = prop(element, 'src', ctx);
      const alt = prop(element, 'alt', ctx);
      if (typeof src !== 'string') return [];
      return [{ type: 'image', url: resolveHref(src, ctx, ctx.site), alt: typeof alt === 'string' ? alt : '' }];
    }
    case 'svg': {
      // An inline SVG that stands for words (a wordmark) says them; a decoration says nothing.
      const label = prop(element, 'aria-label', ctx);
      return prop(element, 'role', ctx) === 'img' && typeof label === 'string' ? [text(label)] : [];
    }
    case 'ul':
    case 'ol':
      return [
        {
          type: 'list',
          ordered: name === 'ol',
          spread: false,
          children: children().filter((item): item is ListItem => item.type === 'listItem'),
        },
      ];
    case 'li':
      return [{ type: 'listItem', spread: false, children: asFlow(children()) as never }];
    case 'blockquote':
      return [{ type: 'blockquote', children: asFlow(children()) as never }];
    case 'pre':
      return [{ type: 'code', value: toString(children()).replace(/\n$/, '') }];
    case 'table':
      return [table(element, ctx)];
    case 'details': {
      // No Markdown for a disclosure: its summary becomes a bold lead-in, its content follows.
      const summary = findSummary(element.children);
      const title = summary ? asPhrasing(convertAll(summary.element.children, ctx)) : [];
      const rest = summary
        ? element.children.map((child) =>
            child === summary.in ? { ...child, children: child.children.filter((c) => c !== summary.element) } : child,
          )
        : element.children;
      return [...(title.length > 0 ? [label(title)] : []), ...asFlow(convertAll(rest, ctx))];
    }
    default:
      // Layout (div, nav, span, section, …): its content only.
      return children();
  }
}

/** A `<summary>`: a child of its `<details>`, or in a paragraph of it (on a line of its own in MDX). */
function findSummary(children: readonly Nodes[]): { element: JsxElement; in?: Paragraph } | undefined {
  for (const child of children) {
    if (isJsxElement(child) && child.name === 'summary') return { element: child };
    if (child.type === 'paragraph') {
      const element = child.children.find(
        (c): c is MdxJsxTextElement => c.type === 'mdxJsxTextElement' && c.name === 'summary',
      );
      if (element) return { element, in: child };
    }
  }
  return undefined;
}

/** Inline content on one line, as a table cell needs it. */
function oneLine(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  return nodes.map((node) =>
    node.type === 'text'
      ? text(node.value.replace(/\s*\n\s*/g, ' '))
      : node.type === 'break'
        ? text(' ')
        : 'children' in node
          ? { ...node, children: oneLine(node.children) }
          : node,
  );
}

/** An HTML table as a GFM table: every cell on one line (blocks in a cell flattened). */
function table(element: JsxElement, ctx: Context): Table {
  const rows: TableCell[][] = [];
  const visit = (nodes: readonly Nodes[]) => {
    for (const node of nodes) {
      if (!isJsxElement(node)) {
        if ('children' in node) visit(node.children as Nodes[]);
        continue;
      }
      if (node.name === 'tr') {
        // A cell on a line of its own (`<th>Name</th>`) is in a paragraph.
        const cells = node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
        rows.push(
          cells
            .filter((cell): cell is JsxElement => isJsxElement(cell) && (cell.name === 'td' || cell.name === 'th'))
            .map((cell) => ({ type: 'tableCell', children: oneLine(asPhrasing(convertAll(cell.children, ctx))) })),
        );
      } else visit(node.children);
    }
  };
  visit(element.children);
  const width = Math.max(0, ...rows.map((row) => row.length));
  return {
    type: 'table',
    align: Array<null>(width).fill(null),
    children: rows.map((cells) => ({
      type: 'tableRow',
      children: [
        ...cells,
        ...Array.from({ length: width - cells.length }, (): TableCell => ({ type: 'tableCell', children: [] })),
      ],
    })),
  };
}

function jsxElement(element: JsxElement, ctx: Context): Nodes[] {
  const name = element.name;
  if (name === null) return convertAll(element.children, ctx);
  if (/^[a-z]/.test(name)) return htmlElement(element, ctx);
  const value = ctx.scope.get(name);
  if (value instanceof Partial) return value.content;
  if (value instanceof SvgFile) return [{ type: 'image', url: value.url, alt: value.alt }];
  if (value instanceof LocalComponent) return convertJsx(value.jsx, ctx);
  if (value instanceof ImportedComponent) {
    const render = COMPONENTS[value.module];
    if (render) return render(element, ctx);
  }
  throw new UnsupportedContentError(
    `${ctx.file}: <${name}> has no Markdown form: add a renderer for it to src/plugins/llms/components.ts`,
  );
}

/** Converts nodes of the parsed MDX into plain Markdown nodes. */
function convertAll(nodes: readonly Nodes[], ctx: Context): Nodes[] {
  return nodes.flatMap((node) => convertNode(node, ctx));
}

function convertNode(node: Nodes, ctx: Context): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const program = node.data?.estree;
      const value = program ? evaluate(program, ctx) : undefined;
      if (value === undefined || value === null || value === false) return [];
      if (isJsxValue(value)) return convertJsx(value.jsx, ctx);
      if (typeof value === 'string' || typeof value === 'number') return [text(String(value))];
      throw new UnsupportedContentError(`${ctx.file}: {${node.value}} has no Markdown form`);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, ctx);
    case 'containerDirective': {
      const type = ADMONITIONS.includes(node.name) ? admonitionLabel(node.name) : undefined;
      const [first, ...rest] = node.children;
      const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
      const body = asFlow(convertAll(titled ? rest : node.children, ctx));
      if (!type) return body; // Not an admonition: its content.
      const title = titled ? asPhrasing(convertAll(first.children, ctx)) : [];
      const heading = label(title.length > 0 ? [text(`${type}: `), ...title] : [text(type)]);
      return [{ type: 'blockquote', children: [heading, ...body] as never }];
    }
    // Directives that are not admonitions were text to Docusaurus, and stay text.
    case 'leafDirective':
      return [paragraph([text(`::${node.name}`), ...asPhrasing(convertAll(node.children, ctx))])];
    case 'textDirective':
      return [text(`:${node.name}`), ...asPhrasing(convertAll(node.children, ctx))];
    case 'heading': {
      const children = asPhrasing(convertAll(node.children, ctx));
      // `## Title {#id}` (mdx1Compat): the id is the page's anchor, not part of the title.
      const last = children.at(-1);
      if (last?.type === 'text') children[children.length - 1] = text(last.value.replace(/\s*\{#[^}]*\}\s*$/, ''));
      return [{ ...node, children }];
    }
    case 'link':
      return [
        { ...node, url: resolveHref(node.url, ctx, ctx.site), children: asPhrasing(convertAll(node.children, ctx)) },
      ];
    case 'image':
    case 'definition':
      return [{ ...node, url: resolveHref(node.url, ctx, ctx.site) }];
    case 'code':
      return [codeBlock(node.value, node.lang, node.meta)];
    case 'paragraph':
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'tableCell': {
      const children = asPhrasing(convertAll(node.children, ctx));
      return node.type === 'paragraph' && children.length === 0 ? [] : [{ ...node, children }];
    }
    default:
      if ('children' in node) {
        const children = convertAll(node.children as Nodes[], ctx);
        const flow =
          node.type === 'root' ||
          node.type === 'blockquote' ||
          node.type === 'listItem' ||
          node.type === 'footnoteDefinition';
        return [{ ...node, children: flow ? asFlow(children) : children } as Nodes];
      }
      return [node];
  }
}

function preprocess(source: string): string {
  // As Docusaurus reads it (mdx1Compat): ```mdx-code-block, `{#id}` headings, `:::tip Title`.
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITIONS);
}

/** A file's tree after the site's remark plugins, and the text it was parsed from. */
async function parse(file: string, options: TwinOptions): Promise<{ tree: Root; source: string }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkComment)
    .use(options.remarkPlugins ?? []);
  const source = preprocess(await fs.readFile(file, 'utf8'));
  const vfile = new VFile({ path: file, value: source });
  return { tree: await processor.run(processor.parse(vfile), vfile), source };
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The path an import names, `@site/` resolved, before any extension is tried. */
const importPath = (specifier: string, from: string, siteDir: string): string =>
  specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(from), specifier);

async function resolveFile(specifier: string, from: string, siteDir: string): Promise<string> {
  const base = importPath(specifier, from, siteDir);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (
      await fs.stat(candidate).then(
        (stat) => stat.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  throw new UnsupportedContentError(`${from}: cannot find ${specifier}`);
}

/** Title and description of an SVG (its `<title>` and `<desc>`), the image's alternative text. */
function svgAlt(svg: string): string {
  const part = (tag: string) =>
    new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(svg)?.[1].replace(/\s+/g, ' ').trim() ?? '';
  return [part('title'), part('desc')].filter(Boolean).join('. ');
}

/** What an import binds: a component, a partial's content, a file's text, or a data module's exports. */
async function importValue(specifier: string, ctx: Context, options: TwinOptions): Promise<unknown> {
  const raw = /^!!raw-loader!(.+)$/.exec(specifier);
  if (raw) return { default: await fs.readFile(await resolveFile(raw[1], ctx.file, options.siteDir), 'utf8') };
  if (specifier.startsWith('@theme/')) return { default: new ImportedComponent(specifier) };
  const relative = path
    .relative(options.siteDir, importPath(specifier, ctx.file, options.siteDir))
    .split(path.sep)
    .join('/');
  // The site's components, and those a feature keeps in its client/ folder (src/plugins/samples/client/SampleCode).
  if (/^src\/(components|plugins\/[^/]+\/client)\//.test(relative)) {
    const module = relative.replace(/(\/index)?\.tsx?$/, '');
    return { default: new ImportedComponent(`@site/${module}`) };
  }
  const file = await resolveFile(specifier, ctx.file, options.siteDir);
  if (/\.mdx?$/.test(file)) return { default: new Partial(await convertFile(file, ctx.page, options)) };
  if (file.endsWith('.svg')) {
    const staticDir = ctx.site.staticDirs.find((dir) => file.startsWith(dir + path.sep));
    if (!staticDir) throw new UnsupportedContentError(`${ctx.file}: ${specifier} is not in a static folder`);
    const url = resolveHref(`/${path.relative(staticDir, file).split(path.sep).join('/')}`, ctx, ctx.site);
    return { default: new SvgFile(url, svgAlt(await fs.readFile(file, 'utf8'))) };
  }
  return (options.loadModule ?? ((module) => import(module) as Promise<Record<string, unknown>>))(file);
}

/** Binds the names a file's imports and exports declare. */
async function fillScope(scope: Map<string, unknown>, tree: Root, ctx: Context, options: TwinOptions): Promise<void> {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const exports = (await importValue(String(statement.source.value), ctx, options)) as Record<string, unknown>;
        for (const specifier of statement.specifiers) {
          const imported =
            specifier.type === 'ImportDefaultSpecifier'
              ? exports.default
              : specifier.type === 'ImportNamespaceSpecifier'
                ? exports
                : exports[
                    specifier.imported.type === 'Identifier'
                      ? specifier.imported.name
                      : String(specifier.imported.value)
                  ];
          scope.set(specifier.local.name, imported);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const declaration of statement.declaration.declarations) {
          const init = declaration.init;
          if (declaration.id.type !== 'Identifier' || !init) continue;
          if (
            init.type === 'ArrowFunctionExpression' &&
            (init.body.type === 'JSXElement' || init.body.type === 'JSXFragment')
          ) {
            scope.set(declaration.id.name, new LocalComponent(init.body));
          } else {
            scope.set(declaration.id.name, evaluate(init, ctx));
          }
        }
      }
    }
  }
}

/** What converting a file needs, with the converters bound to it. */
function contextOf(base: Omit<Context, 'convert' | 'convertJsx'>): Context {
  const ctx: Context = {
    ...base,
    convert: (nodes) => convertAll(nodes, ctx),
    convertJsx: (value) => convertJsx(value.jsx, ctx),
  };
  return ctx;
}

/** One source file (a page or a partial it includes) as Markdown nodes. */
async function convertFile(file: string, page: string, options: TwinOptions): Promise<RootContent[]> {
  const { tree, source } = await parse(file, options);
  const scope = new Map<string, unknown>();
  const ctx = contextOf({ file, page, site: options.site, source, scope });
  await fillScope(scope, tree, ctx, options);
  return asFlow(convertAll(tree.children, ctx));
}

/** Markdown as the twins are written: fenced code, `-` bullets, compact tables. */
function stringify(tree: Root): string {
  return unified()
    .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' })
    .use(remarkGfm, { tablePipeAlign: false })
    .stringify(tree);
}

/**
 * The Markdown twin of a page: its title as the H1, its description, then its content converted
 * from the MDX source (ARCHITECTURE.md, "Features"). The site's remark plugins run first, so npm2yarn
 * blocks become the same tabs as on the page and code samples keep only their visible lines.
 * Components become Markdown (./components.ts), partials are inlined, and links are absolute,
 * pointing to the twin of their target where it has one.
 */
export async function markdownTwin(page: TwinPage, options: TwinOptions): Promise<string> {
  const content = await convertFile(page.file, page.page, options);
  // The page's own H1 (a content title, or a wordmark in a heading) gives way to the title.
  if (content[0]?.type === 'heading' && content[0].depth === 1) content.shift();
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  if (page.description) head.push(paragraph([text(page.description)]));
  return stringify({ type: 'root', children: [...head, ...content] });
}
