/**
 * The ts/tsx code blocks of the docs' Markdown, as the samples checker (./check.ts) and the
 * playground's "Try" (src/plugins/playground/docsSamples.ts) read them; no compiler loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { visibleCode } from './samples';

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?(.*)$/;
const CHECKED_LANGS = new Set(['ts', 'tsx', 'typescript']);
const NO_CHECK = /\bno-check(?:=("([^"]*)"|'([^']*)'))?/;

/**
 * A ts/tsx code block: `line` is the fence's (1-based), `code` its body without the fence's indent and
 * with its includes ({@link expandIncludes}) expanded; `includes` says where they were, for
 * {@link markdownLine}.
 */
export type SampleBlock = {
  line: number;
  lang: string;
  meta: string;
  skipReason: string | null;
  code: string;
  includes: readonly Included[];
};

/** An include: the line of the block's own code it stood on (0-based) and how many lines replaced it. */
type Included = { line: number; lines: number };

/**
 * `// @include: <title>` on a line of a sample's set-up: it stands for the code a reader sees in the
 * latest block above it on the page whose fence has that `title`, so that a set-up that repeats the
 * page's code cannot drift from it (shiki-twoslash's `@include`, by the block's title).
 */
const INCLUDE_LINE = /^[\t ]*\/\/ @include: (.+?)\s*$/;
const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;

/** The `title` of a fence's meta, if it has one. */
export function fenceTitle(meta: string): string | undefined {
  const title = TITLE.exec(meta);
  return title ? (title[1] ?? title[2]) : undefined;
}

/**
 * Expands the includes of a sample's code. `shown` gives the code a reader sees in the latest block
 * above with a title; an include of a title no block above has throws (`where` names the block).
 */
export function expandIncludes(
  code: string,
  shown: ReadonlyMap<string, string>,
  where: string,
): { code: string; includes: Included[] } {
  const includes: Included[] = [];
  const lines = code.split('\n').flatMap((text, line) => {
    const include = INCLUDE_LINE.exec(text);
    if (!include) return [text];
    const included = shown.get(include[1]);
    if (included === undefined) throw new Error(`${where}: @include: no block above is titled "${include[1]}"`);
    const replacement = included.replace(/\n+$/, '').split('\n');
    includes.push({ line, lines: replacement.length });
    return replacement;
  });
  return { code: lines.join('\n'), includes };
}

/**
 * The line of the Markdown file (1-based) that a line of a block's expanded code (0-based) comes from:
 * a line of included code maps to its include.
 */
export function markdownLine(block: Pick<SampleBlock, 'line' | 'includes'>, codeLine: number): number {
  // Line 0 of the code is the line after the opening fence.
  let added = 0;
  for (const include of block.includes) {
    const start = include.line + added;
    if (codeLine < start) break;
    if (codeLine < start + include.lines) return block.line + 1 + include.line;
    added += include.lines - 1;
  }
  return block.line + 1 + codeLine - added;
}

/** The ts/tsx blocks of a Markdown file's text; `source` names the file in an include's error. */
export function extractBlocks(markdown: string, source = 'Markdown'): SampleBlock[] {
  const lines = markdown.split('\n');
  const blocks: SampleBlock[] = [];
  /** The code a reader sees in the latest block of each title so far, for includes. */
  const shown = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const trimmed = lines[j].trimStart();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') break;
      body.push(lines[j].replace(new RegExp(`^[ \\t]{0,${indent.length}}`), ''));
    }
    if (CHECKED_LANGS.has(lang)) {
      const noCheck = NO_CHECK.exec(meta);
      const skipReason = noCheck ? (noCheck[2] ?? noCheck[3] ?? '') : null;
      const code = body.join('\n');
      const title = fenceTitle(meta);
      const expanded = expandIncludes(code, shown, `${source} (code block at line ${i + 1})`);
      if (title !== undefined) shown.set(title, visibleCode(code));
      blocks.push({
        line: i + 1,
        lang: lang === 'typescript' ? 'ts' : lang,
        meta: meta.trim(),
        skipReason,
        code: expanded.code,
        includes: expanded.includes,
      });
    }
    i = j;
  }
  return blocks;
}

/** The Markdown and MDX files under a folder, sorted. */
export function findMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
