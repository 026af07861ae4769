import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Element } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { visit } from 'unist-util-visit';
import rehypeFocusableTables from '../../src/remark/rehypeFocusableTables';

/** The HTML elements of a Markdown text after the plugin, as the docs and blog compile it. */
async function elements(markdown: string): Promise<Element[]> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeFocusableTables);
  const tree = await processor.run(processor.parse(markdown));
  const found: Element[] = [];
  visit(tree, 'element', (node) => void found.push(node));
  return found;
}

describe('rehypeFocusableTables', () => {
  it('puts every Markdown table in the tab order, and nothing else', async () => {
    const found = await elements(
      [
        '| Link | Use |',
        '| --- | --- |',
        '| `httpLink` | one request per call |',
        '',
        'A paragraph.',
        '',
        '| A |',
        '| - |',
        '| 1 |',
      ].join('\n'),
    );
    const tables = found.filter((node) => node.tagName === 'table');
    assert.equal(tables.length, 2);
    for (const table of tables) assert.equal(table.properties.tabIndex, 0);
    assert.deepEqual(
      found.filter((node) => node.tagName !== 'table' && 'tabIndex' in node.properties).map((node) => node.tagName),
      [],
    );
  });
});
