import type { Token } from 'prism-react-renderer';

/**
 * The tokens of the code blocks the server already highlighted, read back from the page's HTML, so
 * that hydrating a page does not run Prism again over every block: on a docs page with many blocks,
 * tokenizing them again was a large share of the main thread's work at load on a phone. Tokens
 * depend on the code and its language only, so the ones read from the first page serve any block
 * with the same code later (a client-side navigation tokenizes the others).
 *
 * The HTML is what `src/theme/CodeBlock/Line` renders from tokens: each line a `.token-line`, tokens
 * in the block's plain colour joined as text, the others `<span class="token …types">`, an empty
 * line one empty token (`display: inline-block`), then a `<br>`; with line numbers, the tokens are
 * in the line's second `<span>`. A block whose text read back differs from the code asked for (a
 * different renderer, or anything that changed the page before it) is not used: Prism tokenizes it.
 */
let blocks: Map<string, Token[][]> | undefined;

const key = (language: string, code: string) => `${language}\n${code}`;

function readToken(span: HTMLElement): Token {
  const types = [...span.classList].filter((name) => name !== 'token');
  return span.style.display === 'inline-block' && !span.textContent
    ? { types, content: '\n', empty: true }
    : { types, content: span.textContent ?? '' };
}

function readLine(line: Element): Token[] {
  const content =
    [...line.children].find(
      (child) => child.tagName === 'SPAN' && !child.classList.contains('token') && child.firstChild,
    ) ?? line;
  const tokens: Token[] = [];
  for (const node of content.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) tokens.push({ types: ['plain'], content: node.textContent ?? '' });
    else if (node instanceof HTMLElement && node.classList.contains('token')) tokens.push(readToken(node));
  }
  return tokens;
}

const textOf = (lines: Token[][]) =>
  lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');

function readPage(): Map<string, Token[][]> {
  const found = new Map<string, Token[][]>();
  for (const code of document.querySelectorAll('pre > code')) {
    const languages = [...(code.parentElement?.classList ?? [])].flatMap((name) =>
      name.startsWith('language-') ? [name.slice('language-'.length)] : [],
    );
    if (languages.length === 0) continue;
    const lines = [...code.children].filter((child) => child.classList.contains('token-line')).map(readLine);
    for (const language of languages) found.set(key(language, textOf(lines)), lines);
  }
  // The types a typed sample shows under its queried lines (src/plugins/samples/client/TypePopover/TypeText:
  // a TypeScript highlight, each line a <span> of token <span>s, in the annotation's box).
  for (const box of document.querySelectorAll('[data-type-annotation=""] > :last-child > span')) {
    const lines = [...box.children].map((line) =>
      [...line.children].flatMap((token) => (token instanceof HTMLElement ? [readToken(token)] : [])),
    );
    found.set(key('typescript', textOf(lines)), lines);
  }
  return found;
}

/** The tokens the server rendered for `code` in `language`, if a block of the page has them. */
export function pageTokens(code: string, language: string): Token[][] | undefined {
  if (typeof document === 'undefined') return undefined;
  blocks ??= readPage();
  return blocks.get(key(language, code));
}
