import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type { PluggableList } from 'unified';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { sampleKey, visibleCode, writeCached } from '../../src/plugins/samples/samples';
import remarkSampleCode from '../../src/plugins/samples/remark';
import { BrokenLinkError, resolveHref, type SiteLinks } from '../../src/plugins/llms/links';
import { markdownTwin } from '../../src/plugins/llms/twin';
import { queryComment } from '../../src/plugins/llms/components';
import { markdownTwinPath } from '../../src/plugins/llms/twinPath';

/** A site of its own in a scratch folder: pages, a partial, a static file, a data module. */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
after(() => fs.rmSync(siteDir, { recursive: true, force: true }));
const write = (file: string, text: string): string => {
  const target = path.join(siteDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  return target;
};

const site: SiteLinks = {
  siteUrl: 'https://trpc.io',
  baseUrl: '/',
  pageOfFile: new Map([
    [path.join(siteDir, 'docs/page.mdx'), '/docs/page'],
    [path.join(siteDir, 'docs/server/router.md'), '/docs/router'],
  ]),
  twins: new Set(['/docs/page', '/docs/router', '/docs']),
  staticDirs: [path.join(siteDir, 'static')],
  assetUrl: (file) => (file.endsWith('chart.svg') ? '/assets/images/chart-0123abcd.svg' : undefined),
};
write('static/img/diagram.svg', '<svg><title>Link chain</title><desc>Calls pass through links.</desc></svg>');
write('docs/server/router.md', '# Router\n');
// The samples' type data comes from their cache, as in the build (filled there by src/plugins/samples/prefill.ts).
const cacheDir = path.join(siteDir, 'types-cache');
const remarkPlugins: PluggableList = [
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
  [remarkSampleCode, { root: siteDir, cacheDir }],
];

/** The twin of an MDX page written to docs/page.mdx. */
async function twin(source: string, meta: { title?: string; description?: string } = {}): Promise<string> {
  const file = write('docs/page.mdx', source);
  return markdownTwin(
    { file, page: '/docs/page', title: meta.title ?? 'Page', description: meta.description },
    { site, siteDir, remarkPlugins },
  );
}
/** The twin without its title. */
const body = async (source: string): Promise<string> => (await twin(source)).replace(/^# Page\n\n/, '');

describe('Markdown twins', () => {
  it('start with the title as the H1 and the description, in place of the page’s own H1', async () => {
    assert.equal(
      await twin('---\ntitle: Routers\n---\n\n# Define Routers\n\nText.\n', {
        title: 'Define Routers',
        description: 'How.',
      }),
      '# Define Routers\n\nHow.\n\nText.\n',
    );
    assert.equal(await twin('## Part {#part}\n\nText.\n'), '# Page\n\n## Part\n\nText.\n', 'heading ids dropped');
  });

  it('write an npm2yarn block as one labelled code block per package manager, as the page’s tabs', async () => {
    assert.equal(
      await body('```bash npm2yarn\nnpm install zod\n```\n'),
      '**npm**\n\n```bash\nnpm install zod\n```\n\n**Yarn**\n\n```bash\nyarn add zod\n```\n\n**pnpm**\n\n```bash\npnpm add zod\n```\n',
    );
  });

  it('write hand-written tabs as their labels, each followed by its content', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="os">',
      '<TabItem value="mac" label="macOS">',
      '',
      'Use **brew**.',
      '',
      '</TabItem>',
      '<TabItem value="linux">',
      '',
      '```bash',
      'apt install x',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    assert.equal(await body(source), '**macOS**\n\nUse **brew**.\n\n**linux**\n\n```bash\napt install x\n```\n');
  });

  it('turn admonitions into labelled blockquotes, with their title', async () => {
    assert.equal(
      await body(':::tip\n\nA **tip**.\n\n:::\n\n:::caution Do not `throw`\n\nOne.\n\nTwo.\n\n:::\n'),
      '> **Tip**\n>\n> A **tip**.\n\n> **Caution: Do not `throw`**\n>\n> One.\n>\n> Two.\n',
    );
  });

  it('inline imported partials, resolving their links from the partial’s own folder', async () => {
    write('src/partials/_shared.mdx', 'Shared text, see [routers](../../docs/server/router.md#merge).\n');
    const source = "import Shared from '@site/src/partials/_shared.mdx';\n\nBefore.\n\n<Shared />\n\nAfter.\n";
    assert.equal(
      await body(source),
      'Before.\n\nShared text, see [routers](https://trpc.io/docs/router.md#merge).\n\nAfter.\n',
    );
  });

  it('show a sample’s visible code only, with the compiler’s answers to its queries as comments', async () => {
    const code = [
      '// @filename: server.ts',
      'export const find = (id: number) => ({ id });',
      '// @filename: client.ts',
      '// ---cut---',
      "import { find } from './server';",
      'const book = find(1);',
      '//    ^?',
      'export {};',
    ].join('\n');
    const line = visibleCode(code).split('\n').indexOf('const book = find(1);');
    const key = sampleKey({ code, lang: 'ts', hover: true, envDir: path.join(siteDir, 'src/samples/v10') });
    writeCached(
      cacheDir,
      key,
      {
        data: {
          types: [{ text: 'const book: {\n  id: number;\n}' }],
          queries: [{ line, column: 6, type: 0 }],
          hovers: [],
        },
        problems: [],
      },
      code,
    );
    assert.equal(
      await body(
        `\`\`\`ts title="client.ts" twoslash\n${code}\n\`\`\`\n\n\`\`\`ts\n// hidden\n// ---cut---\nshown();\n\`\`\`\n`,
      ),
      [
        '```ts title="client.ts"',
        "import { find } from './server';",
        'const book = find(1);',
        '//    ^? const book: {',
        '//         id: number;',
        '//       }',
        'export {};',
        '```',
        '',
        '```ts',
        'shown();',
        '```',
        '',
      ].join('\n'),
    );
    assert.deepEqual(queryComment(0, 'string'), ['// ^? string'], 'a caret at the start of the line');
  });

  it('make links absolute, pointing to twins, and keep anchors', async () => {
    assert.equal(
      await body(
        '[a](./server/router.md#input) [b](/docs/router) [c](#below) [d](https://example.com/x) [e](/img/diagram.svg) [f](/blog)\n',
      ),
      '[a](https://trpc.io/docs/router.md#input) [b](https://trpc.io/docs/router.md) [c](https://trpc.io/docs/page.md#below) ' +
        '[d](https://example.com/x) [e](https://trpc.io/img/diagram.svg) [f](https://trpc.io/blog)\n',
    );
    assert.equal(await body('![Chart](./chart.svg)\n'), '![Chart](https://trpc.io/assets/images/chart-0123abcd.svg)\n');
    await assert.rejects(body('[gone](./missing.md)\n'), BrokenLinkError);
  });

  it('write components as Markdown: SVG images, tables, disclosures, layout; head-only ones vanish', async () => {
    const source = [
      "import Diagram from '@site/static/img/diagram.svg';",
      "import Canonical from '@site/src/components/Canonical';",
      '',
      '<Canonical path="/docs/x" />',
      '',
      '<Diagram style={{ width: 100 }} />',
      '',
      '<div className="centered">',
      '  <strong>Bold</strong> and <a href="/docs/router">a link</a>.',
      '</div>',
      '',
      '<table>',
      '<tr>',
      '<th>Name</th>',
      '<th>Use</th>',
      '</tr>',
      '<tr>',
      '<td>',
      '',
      '`a`',
      '',
      '</td>',
      '<td>',
      '',
      'One',
      'line.',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      '```bash',
      'npx go',
      '```',
      '',
      '</details>',
      '',
      '</td>',
      '</tr>',
      '</table>',
      '',
    ].join('\n');
    assert.equal(
      await body(source),
      [
        '![Link chain. Calls pass through links.](https://trpc.io/img/diagram.svg)',
        '',
        '**Bold** and [a link](https://trpc.io/docs/router.md).',
        '',
        '| Name | Use |',
        '| - | - |',
        '| `a` | One line. **More** `npx go` |',
        '',
      ].join('\n'),
    );
  });

  it('refuse a component they have no Markdown form for', async () => {
    await assert.rejects(
      body("import Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n"),
      /<Fancy> has no Markdown form/,
    );
  });

  it('leave no HTML outside code blocks', async () => {
    const markdown = await twin(
      'export const Logo = () => <svg role="img" aria-label="tRPC" />;\n\n<h1><Logo /></h1>\n\nA <code>b</code> <em>c</em>, 1 \\< 2.\n',
    );
    const html: string[] = [];
    visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), 'html', (node: { value: string }) => {
      html.push(node.value);
    });
    assert.deepEqual(html, []);
    assert.equal(markdown, '# Page\n\nA `b` _c_, 1 < 2.\n');
  });
});

describe('Markdown twin links', () => {
  const from = { file: path.join(siteDir, 'docs/page.mdx'), page: '/docs/page' };
  it('lead to the twin of a page, or to the page or file where it has none', () => {
    assert.equal(resolveHref('https://trpc.io/docs', from, site), 'https://trpc.io/docs.md');
    assert.equal(resolveHref('../docs/router?x=1#y', from, site), 'https://trpc.io/docs/router.md?x=1#y');
    assert.equal(resolveHref('mailto:a@b.c', from, site), 'mailto:a@b.c');
  });
  it('are at the page’s address plus .md', () => {
    assert.equal(markdownTwinPath('/docs/quickstart'), '/docs/quickstart.md');
    assert.equal(markdownTwinPath('/docs'), '/docs.md');
  });
});
