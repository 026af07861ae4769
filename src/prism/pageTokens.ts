import type { Token } from 'prism-react-renderer';

/**
 * The tokens of the code blocks the server already highlighted, read back from the page's HTML, so
 * that hydrating a page does not run Prism again over every block: on a docs page with many blocks,
 * tokenizing them again was a large share of the main thread's work at load on a phone. Tokens
 * depend on the code and its language only, so the ones read from the first page serve any block
 * with the same code later (a client-side navigation tokenizes the others).
 *
 * The HTML is what `src/theme/CodeBlock/Line` renders from tokens: each line a `.token-line`, tokens
 * in the block's plain colour joined as text, the others `<span class="token …types">`; an empty
 * line a `<br>` alone (and every line a `<br>` after its tokens with line numbers, where the tokens
 * are in the line's second `<span>`). A block whose text read back differs from the code asked for (a
 * different renderer, or anything that changed the page before it) is not used: Prism tokenizes it.
 */
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

/** A code block's lines, and the languages its `<pre>` names. */
function readBlock(code: Element): { languages: string[]; lines: Token[][] } {
  const languages = [...(code.parentElement?.classList ?? [])].flatMap((name) =>
    name.startsWith('language-') ? [name.slice('language-'.length)] : [],
  );
  return {
    languages,
    lines: [...code.children].filter((child) => child.classList.contains('token-line')).map(readLine),
  };
}

/**
 * The types a typed sample shows under its queried lines (src/plugins/samples/client/TypePopover/TypeText:
 * a TypeScript highlight, each line a <span> of token <span>s, in the annotation's box).
 */
function readAnnotation(box: Element): { languages: string[]; lines: Token[][] } {
  const lines = [...box.children].map((line) =>
    [...line.children].flatMap((token) => (token instanceof HTMLElement ? [readToken(token)] : [])),
  );
  return { languages: ['typescript'], lines };
}

const BLOCKS = 'pre > code';
const ANNOTATIONS = '[data-type-annotation=""] > :last-child > span';

/**
 * The page's blocks and annotations are read in document order, as far as the one asked for: hydration
 * asks in that order, so each is read in the render of its own block (React splits hydration between
 * components), not all of them in the first.
 */
let unread: Element[] | undefined;
let next = 0;
const found = new Map<string, Token[][]>();

function readUpTo(wanted: string): Token[][] | undefined {
  unread ??= [...document.querySelectorAll(`${BLOCKS}, ${ANNOTATIONS}`)];
  while (next < unread.length) {
    const element = unread[next++];
    const { languages, lines } = element.matches(BLOCKS) ? readBlock(element) : readAnnotation(element);
    const text = textOf(lines);
    for (const language of languages) found.set(key(language, text), lines);
    if (found.has(wanted)) return found.get(wanted);
  }
  return undefined;
}

/** The tokens the server rendered for `code` in `language`, if a block of the page has them. */
export function pageTokens(code: string, language: string): Token[][] | undefined {
  if (typeof document === 'undefined') return undefined;
  const wanted = key(language, code);
  return found.get(wanted) ?? readUpTo(wanted);
}
