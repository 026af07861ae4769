import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { findMarkdown } from '../../src/plugins/samples/blocks';
import { parseSiteMarkdown, withoutCodeBlocks } from '../../src/plugins/samples/proseCode';

/**
 * A table cell is a narrow column: at 375 px a description cell holds three or four words a line, and at 1280 px
 * beside three other columns about eight. Past this many words it is a column taller than a phone's screen that
 * the reader scrolls through without the row's name in sight; the details of such a row go in a paragraph or a
 * list below the table, in the same section (no new heading: search indexes a section's text as one).
 */
const MOST_WORDS_IN_A_CELL = 60;

const root = path.resolve(__dirname, '../..');
const CONTENT = ['docs', 'versioned_docs', 'blog', 'src/partials'];

/**
 * The page's tables, each a run of lines that start with `|` outside code blocks, with the line it starts on:
 * parsing only them takes a tenth of the time of parsing whole pages.
 */
function tablesOf(markdown: string): { text: string; firstLine: number }[] {
  const tables: { text: string; firstLine: number }[] = [];
  const lines = withoutCodeBlocks(markdown);
  for (let start = 0; start < lines.length; start++) {
    if (!lines[start].trimStart().startsWith('|')) continue;
    let end = start;
    while (end < lines.length && lines[end].trimStart().startsWith('|')) end++;
    tables.push({ text: lines.slice(start, end).join('\n'), firstLine: start + 1 });
    start = end;
  }
  return tables;
}

/** Each table cell of the Markdown longer than `limit` words, as "line: count words: first words". */
function longCells(markdown: string, limit: number): string[] {
  const found: string[] = [];
  for (const table of tablesOf(markdown)) {
    visit(parseSiteMarkdown(table.text), 'tableCell', (cell) => {
      const words = toString(cell).split(/\s+/).filter(Boolean);
      if (words.length > limit) {
        const line = table.firstLine + (cell.position?.start.line ?? 1) - 1;
        found.push(`${line}: ${words.length} words: ${words.slice(0, 6).join(' ')} …`);
      }
    });
  }
  return found;
}

describe('docs tables', () => {
  it('counts the words of each cell, code and links included, outside code blocks, with its line', () => {
    const cell = Array.from({ length: 61 }, (_, index) => (index % 10 === 0 ? `\`word${index}\`` : 'word')).join(' ');
    const table = ['| Name | Description |', '| --- | --- |', `| [\`a\`](./a.md) | ${cell} |`];
    const markdown = ['# Page', '', ...table, '', cell.replaceAll('|', ''), '', '```md', ...table, '```'].join('\n');
    assert.deepEqual(longCells(markdown, MOST_WORDS_IN_A_CELL), ['5: 61 words: word0 word word word word word …']);
    assert.deepEqual(longCells(markdown, 61), []);
  });

  it(`no cell of a docs page, post or partial holds more than ${MOST_WORDS_IN_A_CELL} words`, () => {
    const files = CONTENT.flatMap((dir) => findMarkdown(path.join(root, dir)));
    assert.ok(files.length > 100, `found ${files.length} Markdown files`);
    const found = files.flatMap((file) =>
      longCells(fs.readFileSync(file, 'utf8'), MOST_WORDS_IN_A_CELL).map(
        (cell) => `${path.relative(root, file)}:${cell}`,
      ),
    );
    assert.deepEqual(found, [], 'move the details of these rows below their table');
  });
});
