/**
 * The ts/tsx code blocks of the docs' Markdown, as the samples checker (./check.ts) and the
 * playground's "Try" (src/plugins/playground/docsSamples.ts) read them; no compiler loaded.
 */
import fs from 'node:fs';
import path from 'node:path';

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?(.*)$/;
const CHECKED_LANGS = new Set(['ts', 'tsx', 'typescript']);
const NO_CHECK = /\bno-check(?:=("([^"]*)"|'([^']*)'))?/;

/** A ts/tsx code block: `line` is the fence's (1-based), `code` its body without the fence's indent. */
export type SampleBlock = { line: number; lang: string; meta: string; skipReason: string | null; code: string };

export function extractBlocks(markdown: string): SampleBlock[] {
  const lines = markdown.split('\n');
  const blocks: SampleBlock[] = [];
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
      blocks.push({
        line: i + 1,
        lang: lang === 'typescript' ? 'ts' : lang,
        meta: meta.trim(),
        skipReason,
        code: body.join('\n'),
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
