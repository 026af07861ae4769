import * as cheerio from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

export type MarkdownOptions = {
  /** Base for relative links and images, e.g. `https://trpc.io/docs/router`. */
  readonly pageUrl: string;
};

type Context = MarkdownOptions & { readonly $: cheerio.CheerioAPI };

const isElement = (node: AnyNode): node is Element => node.nodeType === 1;
const isText = (node: AnyNode): node is Text => node.nodeType === 3;
const classes = (node: Element): string[] => (node.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (node: Element, prefix: string): boolean => classes(node).some((name) => name.startsWith(prefix));
const elementChildren = (node: Element): Element[] => node.children.filter(isElement);

// Chrome inside the article: copy buttons, inline scripts. (Navigation is outside `.theme-doc-markdown`.)
const SKIPPED = new Set(['button', 'script', 'style', 'noscript', 'template', 'input']);

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/** Backtick fence or span long enough for the text it wraps. */
function fenceFor(text: string, minimum: number): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(minimum, longest + 1));
}

function inlineCode(text: string): string {
  const fence = fenceFor(text, 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/**
 * The text of a code block: one line per `.token-line` (the theme's Prism markup), or per `<br>`.
 * The compiler's answers to a sample's `// ^?` queries (src/components/SampleCode writes them
 * under the queried line) come back as the comments they were written as.
 */
function codeText(pre: Element, $: cheerio.CheerioAPI): string {
  const lines = $(pre).find('.token-line, [data-type-annotation]');
  if (lines.length > 0) {
    return lines
      .toArray()
      .map((line) => {
        if (line.attribs['data-type-annotation'] === undefined) return $(line).text();
        const typeLines = $(line).find('[class^="typeLine"], [class*=" typeLine"]').toArray();
        const text = typeLines.length > 0 ? typeLines.map((typeLine) => $(typeLine).text()) : [$(line).text()];
        return text.map((typeLine, index) => `${index === 0 ? '// ^? ' : '//    '}${typeLine}`).join('\n');
      })
      .join('\n')
      .replace(/\s+$/, '');
  }
  $(pre).find('br').replaceWith('\n');
  return $(pre).text().replace(/\s+$/, '');
}

function codeBlock(container: Element, ctx: Context): string {
  const { $ } = ctx;
  const pre = $(container).find('pre').get(0) ?? container;
  const language =
    [...classes(container), ...classes(pre)].find((name) => name.startsWith('language-'))?.slice(9) ?? '';
  const title = $(container).find('[class^="codeBlockTitle"], [class*=" codeBlockTitle"]').first().text().trim();
  const code = codeText(pre, $);
  const fence = fenceFor(code, 3);
  const meta = title ? ` title="${title.replace(/"/g, '\\"')}"` : '';
  return `${fence}${language}${meta}\n${code}\n${fence}`;
}

function inline(nodes: readonly AnyNode[], ctx: Context): string {
  return nodes.map((node) => inlineNode(node, ctx)).join('');
}

function inlineNode(node: AnyNode, ctx: Context): string {
  if (isText(node)) return node.data.replace(/\s+/g, ' ');
  if (!isElement(node) || SKIPPED.has(node.name) || hasClass(node, 'hash-link')) return '';
  const content = (): string => inline(node.children, ctx);
  switch (node.name) {
    case 'br':
      return '\n';
    case 'code':
    case 'kbd':
      return inlineCode(ctx.$(node).text());
    case 'strong':
    case 'b': {
      const text = content().trim();
      return text ? `**${text}**` : '';
    }
    case 'em':
    case 'i': {
      const text = content().trim();
      return text ? `_${text}_` : '';
    }
    case 'del':
    case 's':
      return `~~${content().trim()}~~`;
    case 'a': {
      const text = content().trim();
      const href = node.attribs.href;
      if (!href || !text) return text;
      return `[${text}](${absolute(href, ctx.pageUrl)})`;
    }
    case 'img': {
      const src = node.attribs.src;
      return src ? `![${node.attribs.alt ?? ''}](${absolute(src, ctx.pageUrl)})` : '';
    }
    case 'svg':
      // An inline SVG that stands for text (a wordmark) says so; icons say nothing.
      return node.attribs.role === 'img' ? (node.attribs['aria-label'] ?? '') : '';
    default:
      return content();
  }
}

const squash = (text: string): string =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (line ? (index === 0 ? first : rest) + line : rest.trimEnd()))
    .join('\n');
}

function list(node: Element, ctx: Context): string {
  const ordered = node.name === 'ol';
  const start = Number(node.attribs.start ?? 1);
  return elementChildren(node)
    .filter((item) => item.name === 'li')
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      // A loose item (its text in <p>) keeps blank lines between its blocks; a tight one does not.
      const loose = elementChildren(item).some((child) => child.name === 'p');
      const body = blocks(item.children, ctx, loose ? '\n\n' : '\n');
      return prefixLines(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

/** A table cell on one line: its code blocks become code spans, a `<details>` its summary and text. */
function cell(node: Element, ctx: Context): string {
  const { $ } = ctx;
  $(node)
    .find('.theme-code-block')
    .each((_, container) => {
      const pre = $(container).find('pre').get(0) ?? container;
      $(container).replaceWith($('<code>').text(codeText(pre, $).replace(/\s*\n\s*/g, ' ')));
    });
  $(node)
    .find('summary')
    .each((_, summary) => {
      $(summary).replaceWith($('<span>').text(`${$(summary).text().trim()}: `));
    });
  return (
    squash(blocks(node.children, ctx, ' '))
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\|/g, '\\|') || ' '
  );
}

function table(node: Element, ctx: Context): string {
  const { $ } = ctx;
  const rows = $(node)
    .find('tr')
    .toArray()
    .map((row) => elementChildren(row).filter((child) => child.name === 'th' || child.name === 'td'));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]): string =>
    `| ${[...cells, ...Array<string>(width - cells.length).fill(' ')].join(' | ')} |`;
  const [head, ...body] = rows;
  return [
    line(head.map((c) => cell(c, ctx))),
    line(Array<string>(width).fill('---')),
    ...body.map((row) => line(row.map((c) => cell(c, ctx)))),
  ].join('\n');
}

const ALERTS: Record<string, string> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  caution: 'WARNING',
  warning: 'WARNING',
  danger: 'CAUTION',
};

function admonition(node: Element, ctx: Context): string {
  const { $ } = ctx;
  const type = classes(node)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const heading = $(node).children('[class^="admonitionHeading"]').get(0);
  const content = $(node).children('[class^="admonitionContent"]').get(0);
  const title = heading ? squash(inline(heading.children, ctx)) : '';
  const body = content ? blocks(content.children, ctx) : '';
  const lines = [`[!${ALERTS[type ?? ''] ?? 'NOTE'}]`];
  // The theme shows the type ("tip") when a note has no title of its own.
  if (title && title.toLowerCase() !== type) lines.push(`**${title}**`, '');
  lines.push(body);
  return prefixLines(lines.join('\n'), '> ', '> ');
}

function tabs(node: Element, ctx: Context): string {
  const { $ } = ctx;
  const labels = $(node)
    .find('[role="tab"]')
    .toArray()
    .map((tab) => $(tab).text().trim());
  const panels = $(node).find('[role="tabpanel"]').toArray();
  return panels
    .map((panel, index) => {
      const body = blocks(panel.children, ctx);
      const label = labels[index];
      return label ? `${label}:\n\n${body}` : body;
    })
    .join('\n\n');
}

function figure(node: Element, ctx: Context): string {
  const { $ } = ctx;
  const title = $(node).children('title').text().trim();
  const description = $(node).children('desc').text().trim();
  if (!title && !description) return '';
  return `_Diagram: ${[title, description].filter(Boolean).join('. ')}_`;
}

function block(node: Element, ctx: Context): string {
  if (SKIPPED.has(node.name) || hasClass(node, 'hash-link')) return '';
  const classNames = classes(node);
  if (classNames.includes('theme-code-block') || node.name === 'pre') return codeBlock(node, ctx);
  if (classNames.includes('theme-admonition')) return admonition(node, ctx);
  if (classNames.includes('tabs-container')) return tabs(node, ctx);
  switch (node.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `${'#'.repeat(Number(node.name[1]))} ${squash(inline(node.children, ctx))}`;
    case 'p':
      return squash(inline(node.children, ctx));
    case 'ul':
    case 'ol':
      return list(node, ctx);
    case 'table':
      return table(node, ctx);
    case 'blockquote':
      return prefixLines(blocks(node.children, ctx), '> ', '> ');
    case 'hr':
      return '---';
    case 'svg':
      return figure(node, ctx) || inlineNode(node, ctx);
    case 'details': {
      const summary = elementChildren(node).find((child) => child.name === 'summary');
      const rest = node.children.filter((child) => child !== summary);
      const title = summary ? squash(inline(summary.children, ctx)) : '';
      return [title ? `**${title}**` : '', blocks(rest, ctx)].filter(Boolean).join('\n\n');
    }
    default:
      return blocks(node.children, ctx);
  }
}

// prettier-ignore
const BLOCK_NAMES = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'svg', 'table', 'ul',
]);

/**
 * Converts a run of sibling nodes: block elements become blocks, runs of inline content (text,
 * links, code) paragraphs, joined by `separator` (a blank line, or a line break in tight lists).
 */
function blocks(nodes: readonly AnyNode[], ctx: Context, separator = '\n\n'): string {
  const out: string[] = [];
  let run: AnyNode[] = [];
  const flush = (): void => {
    const text = squash(inline(run, ctx));
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCK_NAMES.has(node.name)) {
      flush();
      const text = block(node, ctx);
      if (text.trim()) out.push(text);
    } else {
      run.push(node);
    }
  }
  flush();
  return out.join(separator);
}

/**
 * Turns the rendered Markdown of a built docs page (the theme's `.theme-doc-markdown`, the first
 * element matching `selector` in `html`) back into clean Markdown: headings, paragraphs, lists,
 * tables, admonitions as GitHub alerts, every tab of a tab group, and code blocks with their
 * language and title. Navigation chrome (heading anchors, copy buttons, icons) is dropped. It
 * knows the theme's markup, not arbitrary HTML: unknown elements keep their text.
 */
export function htmlToMarkdown(html: string, selector: string, options: MarkdownOptions): string {
  const $ = cheerio.load(html);
  const root = $(selector).get(0);
  if (!root || !isElement(root)) return '';
  return blocks(root.children, { ...options, $ }).trim();
}
