import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkSiteTabs, { SITE_TABS } from '../../src/remark/remarkSiteTabs';

/**
 * The sources a page imports after the docs' npm2yarn and this plugin ran, as MDX compiles them (from
 * the estree) and as the source text says.
 */
async function importSources(mdx: string): Promise<{ compiled: string[]; text: string }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] })
    .use(remarkSiteTabs);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  const compiled = esm.flatMap((node) =>
    (node.data?.estree?.body ?? []).flatMap((statement) =>
      statement.type === 'ImportDeclaration' ? [String(statement.source.value)] : [],
    ),
  );
  return { compiled, text: esm.map((node) => node.value).join('\n') };
}

describe('remarkSiteTabs', () => {
  it("points npm2yarn's install tabs at the site's Tabs, keeping the theme's TabItem", async () => {
    const { compiled, text } = await importSources('Install:\n\n```bash npm2yarn\nnpm install @trpc/server\n```\n');
    assert.deepEqual(compiled.sort(), [SITE_TABS, '@theme/TabItem'].sort());
    assert.ok(text.includes(SITE_TABS) && !text.includes('@theme/Tabs'), text);
  });

  it('points a hand-written import at it too, and leaves the other imports alone', async () => {
    const { compiled, text } = await importSources(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<Tabs><TabItem value="a">A</TabItem></Tabs>',
      ].join('\n'),
    );
    assert.deepEqual(compiled.sort(), [SITE_TABS, '@theme/CodeBlock', '@theme/TabItem'].sort());
    assert.ok(!text.includes('@theme/Tabs'), text);
  });
});
