/**
 * Code in prose. A sentence that tells the reader to write code ("pass `batching: { enabled: false }`",
 * "e.g. `next({ ...op, input })`") shows code that no compiler sees, unless a checked sample shows the
 * same code. This module finds those suggestions in the docs' Markdown and tells which ones a checked
 * sample of the page's docs version, or a docs fact naming the page (tests/facts), covers. The rest are
 * held to a reviewed allowlist (prose-code-allowlist.json) by tests/unit/prose-code.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Nodes, PhrasingContent, Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import { extractBlocks, findMarkdown } from './blocks';
import { ENVIRONMENTS } from './environments';

/** Inline code in a sentence that tells the reader to write code. `line`: where the code starts (1-based). */
export type ProseSuggestion = { page: string; line: number; code: string; sentence: string };

/** Verbs that, at the start of a clause, tell the reader to write something. */
const VERBS = [
  'add',
  'annotate',
  'append',
  'apply',
  'assign',
  'build',
  'call',
  'cast',
  'chain',
  'change',
  'configure',
  'create',
  'declare',
  'define',
  'enable',
  'export',
  'give',
  'import',
  'include',
  'keep',
  'mark',
  'opt',
  'pass',
  'prefer',
  'prefix',
  'provide',
  'put',
  'register',
  'replace',
  'return',
  'set',
  'spread',
  'switch',
  'throw',
  'type',
  'use',
  'wrap',
  'write',
];
/** Words after which such a verb still starts the clause ("you can pass", "then add", "or use"). */
const LEAD_INS = [
  'also',
  'always',
  'and',
  'can',
  'could',
  'do',
  "don't",
  'either',
  'first',
  'have to',
  'instead',
  'just',
  'must',
  'need to',
  'never',
  'not',
  'or',
  'please',
  'rather',
  'should',
  'simply',
  'so',
  'then',
  'want to',
  'will',
  "you'll",
];
/** A clause starts the sentence, follows punctuation, or follows a lead-in. */
const IMPERATIVE = new RegExp(
  String.raw`(?:^|[,;:(—–]\s*|\b(?:${LEAD_INS.join('|')})\s+)(?:${VERBS.join('|')})\b`,
  'i',
);
/** "e.g. `a`", "for example `a` or `b`": the code right after is the example (CODE stands for inline code). */
const EXAMPLE_BEFORE = /(?:\be\.g\.|\bfor example|\bfor instance)[\s,:]*(?:CODE\s*(?:,|\bor\b|\band\b)\s*)*$/i;
/** "To reject a call, `throw new TRPCError(…)`.": the code is the clause's verb. */
const TO_DO_THIS = /^to\b[^,]*,\s*$/i;

/** Shell commands and environment variables: code of another kind, which no TypeScript sample holds. */
const COMMAND = /^(?:\$\s*)?(?:(?:npm|npx|yarn|pnpm|bun|node|git|curl|tsc|deno|docker|brew|cd)\s|[A-Z][A-Z\d_]*=)/;
/** HTTP: a status, a method and path, a header. */
const HTTP = /^(?:\d{3}\b|(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/|[A-Z][\w]*(?:-[A-Z]\w*)+:\s)/;
/** A URL, a path or a package name with a subpath: no spaces, a slash. */
const PATH_LIKE = /^(?:[a-z][\w+.-]*:\/\/\S*|[@~.]?[\w@.[\]-]*\/\S*)$/i;
/** A function named the usual way, with empty parentheses (`withTRPC()`, `utils.invalidate()`, `.query()`). */
const FUNCTION_NAME = /^\.?[\w$]+(?:\.[\w$]+)*\(\)$/;
/** Code, not a name: a call, an arrow, an object or array, an annotation, an assignment, a cast, generics, a union. */
const CODE_SIGNALS = [
  /\(.*\)/,
  /=>/,
  /\{.*\}/,
  /\[.*\]/,
  /[\w)\]'"]\s*\??:\s*\S/,
  /[^=!<>]=[^=>]/,
  /\s(?:as|satisfies)\s/,
  /^(?:as|satisfies|typeof|keyof|new|await|import|export|const|let|type|interface)\s/,
  /\w<[^<>]+>/,
  /\s\|\s/,
];

/** Whether inline code is code rather than a name, a path, a command, a status or a function's name. */
export function isCode(text: string): boolean {
  const code = text.trim();
  if (FUNCTION_NAME.test(code) || COMMAND.test(code) || HTTP.test(code)) return false;
  if (PATH_LIKE.test(code) && !/[(){}=]/.test(code)) return false;
  return CODE_SIGNALS.some((signal) => signal.test(code));
}

/**
 * Code compared without its layout: runs of whitespace are one space, a space next to a non-word
 * character is dropped, and so is a comma or semicolon before a closing bracket, so
 * `{ enabled: false }` and a formatter's `{\n  enabled: false,\n}` are the same code.
 */
export function normaliseCode(code: string): string {
  return code
    .replace(/\s+/g, ' ')
    .replace(/ (?=\W)|(?<=\W) /g, '')
    .replace(/[,;](?=[)\]}])/g, '')
    .trim();
}

/** A placeholder for the n-th inline code of a paragraph in its flattened text (private-use characters). */
const slot = (n: number) => `\uE000${n}\uE001`;
const SLOTS = /\uE000(\d+)\uE001/g;

/** A paragraph's text with a slot per inline code; links and emphasis read as their words. */
function flatten(nodes: readonly PhrasingContent[], codes: { code: string; line: number }[]): string {
  return nodes
    .map((node): string => {
      if (node.type === 'inlineCode') {
        codes.push({ code: node.value, line: node.position?.start.line ?? 0 });
        return slot(codes.length - 1);
      }
      if (node.type === 'text') return node.value;
      if (node.type === 'break') return ' ';
      if ('children' in node) return flatten(node.children, codes);
      return '';
    })
    .join('');
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf)\.$/i;

/** Splits text into sentences at `.`, `!` or `?` before a space (never inside code, which is a slot). */
function sentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?](?=\s|$)/g)) {
    const end = match.index + 1;
    if (ABBREVIATION.test(text.slice(start, end))) continue;
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The site's Markdown syntax, as src/plugins/llms/twin.ts reads it; no transforms are run. */
const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

/**
 * What Docusaurus reads differently (mdx1Compat), line for line: `## Title {#id}` is an id, not an MDX
 * expression, and `:::tip Title` is an admonition with a title (a paragraph of its own).
 */
const docusaurusSyntax = (source: string) =>
  source
    .replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1')
    .replace(/^([ \t]*:{3,}[a-z]+)[ \t]+(\S.*)$/gm, '$1[$2]');

/** The runs of prose: paragraphs (in lists, admonitions, JSX and quotes too) and table cells. */
function proseOf(tree: Root): { children: PhrasingContent[] }[] {
  const found: { children: PhrasingContent[] }[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'tableCell') found.push(node);
    else if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/** The Markdown's lines with every line of a fenced code block, its fences included, made blank. */
export function withoutCodeBlocks(markdown: string): string[] {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const match = FENCE.exec(lines[i]);
    if (fence === undefined && match) fence = match[1];
    else if (fence === undefined) continue;
    else if (match && match[1].startsWith(fence) && match[2].trim() === '') fence = undefined;
    lines[i] = '';
  }
  return lines;
}

/**
 * The Markdown with every line that cannot hold inline code of prose made blank, so the parser (the
 * slow part) reads a third of the text and the lines stay where they were: fenced code blocks, and
 * blocks (runs of lines between blank lines) without a backtick.
 */
function proseWithCode(markdown: string): string {
  const lines = withoutCodeBlocks(markdown);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i].trim() !== '') continue;
    if (!lines.slice(start, i).some((line) => line.includes('`'))) lines.fill('', start, i);
    start = i + 1;
  }
  return lines.join('\n');
}

/** The tree of a whole page, read as the site reads its Markdown (tests/unit/docs-tables.test.ts uses it too). */
export function parseSiteMarkdown(markdown: string): Root {
  return parser.parse(docusaurusSyntax(markdown));
}

/** The tree of a page's prose with inline code; the whole page's if a JSX element lost its other half. */
function parseProse(markdown: string): Root {
  try {
    return parser.parse(proseWithCode(docusaurusSyntax(markdown)));
  } catch {
    return parseSiteMarkdown(markdown);
  }
}

/** The code suggestions of one Markdown file (`page`: its path from the repository root). */
export function proseSuggestions(page: string, markdown: string): ProseSuggestion[] {
  const found: ProseSuggestion[] = [];
  for (const prose of proseOf(parseProse(markdown))) {
    const codes: { code: string; line: number }[] = [];
    const text = flatten(prose.children, codes);
    if (codes.length === 0) continue;
    for (const sentence of sentences(text)) {
      const tells = IMPERATIVE.test(sentence.replace(SLOTS, 'CODE'));
      const readable = () =>
        sentence.replace(SLOTS, (_, n: string) => `\`${codes[Number(n)].code}\``).replace(/\s+/g, ' ');
      for (const match of sentence.matchAll(SLOTS)) {
        const { code, line } = codes[Number(match[1])];
        if (!isCode(code)) continue;
        const before = sentence.slice(0, match.index).replace(SLOTS, 'CODE');
        if (tells || EXAMPLE_BEFORE.test(before) || TO_DO_THIS.test(before)) {
          found.push({ page, line, code, sentence: readable() });
        }
      }
    }
  }
  return found;
}

export type ProseCodeReport = {
  /** Every suggestion found, covered or not. */
  suggestions: ProseSuggestion[];
  /** Those that no checked sample of the page's docs version and no docs fact naming the page shows. */
  uncovered: ProseSuggestion[];
};

/**
 * The code suggestions of every page of every docs version (`ENVIRONMENTS`), and those not covered:
 * covered is the same code (`normaliseCode`) anywhere in a checked ts/tsx block of the same version
 * (set-up above `---cut---` included: it is compiled too), or in a file of `tests/facts` that names
 * the page.
 */
export function findProseCode(root: string): ProseCodeReport {
  const factsDir = path.join(root, 'tests/facts');
  const facts = fs
    .readdirSync(factsDir)
    .filter((name) => /\.(?:ts|mjs)$/.test(name))
    .map((name) => fs.readFileSync(path.join(factsDir, name), 'utf8'));
  const report: ProseCodeReport = { suggestions: [], uncovered: [] };
  for (const env of ENVIRONMENTS) {
    const pages = env.content
      .flatMap((dir) => findMarkdown(path.join(root, dir)))
      .map((file) => ({ page: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
    const samples = pages
      .flatMap(({ text }) => extractBlocks(text))
      .filter((block) => block.skipReason === null)
      .map((block) => normaliseCode(block.code))
      .join('\n');
    for (const { page, text } of pages) {
      const factsOfPage = facts.filter((fact) => fact.includes(page)).map(normaliseCode);
      for (const suggestion of proseSuggestions(page, text)) {
        report.suggestions.push(suggestion);
        const code = normaliseCode(suggestion.code);
        if (!samples.includes(code) && !factsOfPage.some((fact) => fact.includes(code))) {
          report.uncovered.push(suggestion);
        }
      }
    }
  }
  return report;
}

/** An uncovered suggestion reviewed and kept: its page, its code (as written) and why it needs no sample. */
export type AllowlistEntry = { page: string; code: string; reason: string };
/** `allowed`: needs no sample, for the reason given. `pending`: code to write that still needs a sample or a fact. */
export type ProseCodeAllowlist = { allowed: AllowlistEntry[]; pending: AllowlistEntry[] };

const entryKey = (page: string, code: string) => `${page}\n${normaliseCode(code)}`;

/**
 * Compares the uncovered suggestions with the allowlist: `unlisted` are suggestions no entry names (one
 * entry names every occurrence of its code on its page), `stale` are entries that name nothing uncovered.
 */
export function compareWithAllowlist(
  uncovered: readonly ProseSuggestion[],
  allowlist: ProseCodeAllowlist,
): { unlisted: ProseSuggestion[]; stale: AllowlistEntry[] } {
  const entries = [...allowlist.allowed, ...allowlist.pending];
  const listed = new Set(entries.map((entry) => entryKey(entry.page, entry.code)));
  const found = new Set(uncovered.map((suggestion) => entryKey(suggestion.page, suggestion.code)));
  return {
    unlisted: uncovered.filter((suggestion) => !listed.has(entryKey(suggestion.page, suggestion.code))),
    stale: entries.filter((entry) => !found.has(entryKey(entry.page, entry.code))),
  };
}
