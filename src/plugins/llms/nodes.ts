import vm from 'node:vm';
import type { Code, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { JSXElement, JSXFragment, Node } from 'estree-jsx';
import type { SiteLinks } from './links';

/** A JSX value in a prop (`emptyMessage={<p>…</p>}`), kept as its syntax for the caller to render. */
export type JsxValue = { readonly jsx: JSXElement | JSXFragment };

/** What converting one source file needs: where it is, the page it is part of, the names its imports bind. */
export type Context = {
  /** The file being read: a page, or a partial it includes. */
  readonly file: string;
  /** Site path of the page being written. */
  readonly page: string;
  readonly site: SiteLinks;
  /** The file's text as it was parsed: the expressions' source. */
  readonly source: string;
  /** Names the file's expressions can use: its imports and exports. */
  readonly scope: ReadonlyMap<string, unknown>;
  /** Converts nodes of this file into Markdown nodes (children of a component). */
  readonly convert: (nodes: readonly Nodes[]) => Nodes[];
  /** Converts JSX passed in a prop (`emptyMessage={<p>…</p>}`). */
  readonly convertJsx: (value: JsxValue) => Nodes[];
};

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Content that has no Markdown form: the build stops rather than write markup into a twin. */
export class UnsupportedContentError extends Error {}

export const isJsxElement = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** A bold label on a line of its own: a tab's name, a disclosure's summary. */
export const label = (children: PhrasingContent[]): Paragraph => paragraph([strong(children)]);

// prettier-ignore
const PHRASING = new Set([
  'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference',
  'footnoteReference', 'html',
]);
const isPhrasing = (node: Nodes): node is PhrasingContent => PHRASING.has(node.type);

/** Inline content without the white space at its ends. */
function trimRun(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') out[0] = text(first.value.replace(/^\s+/, ''));
  const last = out.at(-1);
  if (last?.type === 'text') out[out.length - 1] = text(last.value.replace(/\s+$/, ''));
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Blocks, with runs of inline content gathered into paragraphs. */
export function asFlow(nodes: readonly Nodes[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (trimmed.length > 0) out.push(paragraph(trimmed));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node as RootContent);
    }
  }
  flush();
  return out;
}

/** Inline content, blocks flattened into it: a table cell or a heading holds no blocks. */
export function asPhrasing(nodes: readonly Nodes[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) {
      out.push(node);
      continue;
    }
    const inline: PhrasingContent[] =
      node.type === 'code'
        ? [{ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') }]
        : 'children' in node
          ? asPhrasing(node.children as Nodes[])
          : [];
    if (inline.length === 0) continue;
    if (out.length > 0) out.push(text(' '));
    out.push(...inline);
  }
  return trimRun(out);
}

export const isJsxValue = (value: unknown): value is JsxValue =>
  typeof value === 'object' && value !== null && 'jsx' in value;

/**
 * The value of an expression of the page (`projects={starters}`, `sponsors={sponsorsOfTier('gold')}`):
 * its source run with the names the file binds, as the compiled page runs it. JSX is kept as its
 * syntax, for the converter to write as Markdown.
 */
export function evaluate(node: Node, ctx: Pick<Context, 'source' | 'scope'>): unknown {
  const statement = node.type === 'Program' ? node.body[0] : undefined;
  const expression =
    node.type !== 'Program' ? node : statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (!expression) return undefined; // `{/* a comment */}`
  if (expression.type === 'JSXElement' || expression.type === 'JSXFragment') return { jsx: expression };
  if (!expression.range) throw new UnsupportedContentError(`an expression of ${node.type} has no source`);
  const [start, end] = expression.range;
  return vm.runInNewContext(`(${ctx.source.slice(start, end)})`, Object.fromEntries(ctx.scope));
}

/** The value of a JSX attribute: its text, the value of its expression, `true` when it has none. */
export function prop(element: JsxElement, name: string, ctx: Context): unknown {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const program = value.data?.estree;
  if (!program) throw new UnsupportedContentError(`${ctx.file}: the value of ${name} was not parsed`);
  return evaluate(program, ctx);
}

/** A fenced code block. Of the fence's meta only the title is for readers (`twoslash`, `no-check` are the site's). */
export function codeBlock(value: string, lang: string | null | undefined, meta?: string | null): Code {
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(meta ?? '')?.[0];
  return { type: 'code', lang: lang ?? null, meta: title ?? null, value };
}
