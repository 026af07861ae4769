/**
 * Extracts the TypeScript code blocks of a Markdown/MDX file and splits each
 * into the files it describes, following the twoslash conventions:
 *   // @filename: server.ts   starts a new file inside the same sample
 *   // ---cut---              everything above it is setup that does not render
 *   // ^?                     a type query line (does not render, not compiled): the caret sits
 *                             under an identifier of the line above; text after it is the
 *                             type the author expects (`//    ^? const a: number`)
 * A block opts out of the check with `no-check="the reason"` in its fence meta.
 */

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?(.*)$/;
const CHECKED_LANGS = new Set(['ts', 'tsx', 'typescript']);
const FILENAME_LINE = /^\s*\/\/\s*@filename:\s*(\S+)\s*$/;
const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/;
const QUERY_LINE = /^\s*\/\/\s*\^\?(?:\s+(.*?))?\s*$/;
const NO_CHECK = /\bno-check(?:=("([^"]*)"|'([^']*)'))?/;

export type SampleFile = { name: string; text: string; lineMap: number[] };
export type SampleBlock = {
  line: number;
  lang: string;
  meta: string;
  skipReason: string | null;
  files: SampleFile[];
  code: string;
};

export function extractBlocks(markdown: string): SampleBlock[] {
  const lines = markdown.split('\n');
  const blocks: SampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang = '', meta = ''] = open;
    const body: { text: string; line: number }[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const trimmed = lines[j].trimStart();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') break;
      body.push({ text: stripIndent(lines[j], indent.length), line: j + 1 });
    }
    if (CHECKED_LANGS.has(lang)) {
      const noCheck = NO_CHECK.exec(meta);
      blocks.push({
        line: i + 1,
        lang,
        meta: meta.trim(),
        skipReason: noCheck ? (noCheck[2] ?? noCheck[3] ?? '') : null,
        files: splitFiles(body, lang),
        code: body.map((b) => b.text).join('\n'),
      });
    }
    i = j;
  }
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  let n = 0;
  while (n < indent && (line[n] === ' ' || line[n] === '\t')) n++;
  return line.slice(n);
}

function splitFiles(body: readonly { text: string; line: number }[], lang: string): SampleFile[] {
  const defaultName = lang === 'tsx' ? 'index.tsx' : 'index.ts';
  const files: SampleFile[] = [];
  let current: SampleFile = { name: defaultName, text: '', lineMap: [] };
  const flush = () => {
    if (current.lineMap.length > 0 || current.name !== defaultName) files.push(current);
  };
  for (const { text, line } of body) {
    const filename = FILENAME_LINE.exec(text);
    if (filename) {
      flush();
      current = { name: filename[1], text: '', lineMap: [] };
      continue;
    }
    if (CUT_LINE.test(text) || QUERY_LINE.test(text)) continue;
    current.text += text + '\n';
    current.lineMap.push(line);
  }
  flush();
  return files;
}

/** The code a reader sees: setup above `---cut---`, `@filename` and `^?` lines removed. */
export function visibleCode(code: string): string {
  const lines = code.split('\n');
  const lastCut = lines.findLastIndex((l) => CUT_LINE.test(l));
  const shown = lastCut >= 0 ? lines.slice(lastCut + 1) : lines;
  return shown.filter((l) => !FILENAME_LINE.test(l) && !QUERY_LINE.test(l)).join('\n');
}

/**
 * A type query: the caret at `column` of body line `line` asks for the type at that column of
 * the code line right above it (`target`: which file of the sample, which line of that file).
 */
export type SampleQuery = {
  line: number;
  column: number;
  expected: string | null;
  target: { file: number; line: number } | null;
};
export type ParsedSample = { files: SampleFile[]; shown: number[]; queries: SampleQuery[] };

/**
 * Splits one code block's text (as the Markdown parser hands it over) into its files, the body
 * lines a reader sees (`shown`, in order: `visibleCode` without leading blank lines) and its
 * type queries. `lineMap` and `shown` hold 0-based line indexes of `code`.
 */
export function parseSample(code: string, lang: string): ParsedSample {
  const lines = code.split('\n');
  const files = splitFiles(
    lines.map((text, line) => ({ text, line })),
    lang,
  );
  const lastCut = lines.findLastIndex((l) => CUT_LINE.test(l));
  const shown: number[] = [];
  for (let i = lastCut + 1; i < lines.length; i++) {
    if (FILENAME_LINE.test(lines[i]) || QUERY_LINE.test(lines[i])) continue;
    if (shown.length === 0 && lines[i] === '') continue;
    shown.push(i);
  }
  const queries: SampleQuery[] = [];
  lines.forEach((text, line) => {
    const query = QUERY_LINE.exec(text);
    if (!query) return;
    let above = line - 1;
    while (above >= 0 && QUERY_LINE.test(lines[above])) above--;
    const file = files.findIndex((f) => f.lineMap.includes(above));
    queries.push({
      line,
      column: text.indexOf('^'),
      expected: query[1] ?? null,
      target: file < 0 ? null : { file, line: files[file].lineMap.indexOf(above) },
    });
  });
  return { files, shown, queries };
}
