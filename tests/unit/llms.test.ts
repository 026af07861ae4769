import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { htmlToMarkdown } from '../../src/plugins/llms/markdown';
import {
  docsTree,
  fullTextSection,
  llmsFull,
  llmsIndex,
  pagesOf,
  type LlmsSite,
  type LlmsVersion,
} from '../../src/plugins/llms/build';

const md = (html: string): string =>
  htmlToMarkdown(`<div class="theme-doc-markdown markdown">${html}</div>`, '.theme-doc-markdown', {
    pageUrl: 'https://trpc.io/docs/router',
  });

/** A code block as the theme renders it: Prism lines, a title and a copy button. */
const codeBlock = (language: string, lines: string[], title?: string): string =>
  `<div class="language-${language} codeBlockContainer_KTxE theme-code-block">` +
  (title ? `<div class=codeBlockTitle_DygR>${title}</div>` : '') +
  `<div class=codeBlockContent_Po0J><pre class="prism-code language-${language}"><code class=codeBlockLines_kcCr>` +
  lines.map((line) => `<div class=token-line><span class="token plain">${line || '<br/>'}</span><br/></div>`).join('') +
  '</code></pre><div class=buttonGroup><button aria-label="Copy code">Copy</button></div></div></div>';

describe('HTML to Markdown', () => {
  it('keeps headings without their anchor links, and inline formatting', () => {
    assert.equal(
      md(
        '<header><h1>Define Routers</h1></header><h2 class=anchor id=a>Initialize <code>t</code><a href=#a class=hash-link aria-label="Direct link">\u200b</a></h2>' +
          '<p>A <strong>router</strong> maps <em>names</em> to <a href=/docs/procedures>procedures</a> and <a href=#a>anchors</a>.</p>',
      ),
      '# Define Routers\n\n## Initialize `t`\n\nA **router** maps _names_ to [procedures](https://trpc.io/docs/procedures) and [anchors](https://trpc.io/docs/router#a).',
    );
  });

  it('writes code blocks with their language and title, and no copy button', () => {
    assert.equal(
      md(codeBlock('ts', ['const a = `x`;', '', 'export {};'], 'server/trpc.ts')),
      '```ts title="server/trpc.ts"\nconst a = `x`;\n\nexport {};\n```',
    );
    assert.equal(md(codeBlock('md', ['```ts', 'x', '```'])), '````md\n```ts\nx\n```\n````', 'a longer fence');
  });

  it('writes the compiler’s answers to a sample’s type queries as the comments they came from', () => {
    const html = codeBlock('ts', ['const book = find(1);', 'export {};']).replace(
      '<br/></div><div class=token-line>',
      '<br/></div><span class=query_B5ol data-type-annotation><span class=queryBox_M2tf><span class=typeLine_rmgq>const book: {</span>' +
        '<span class=typeLine_rmgq>  id: number;</span><span class=typeLine_rmgq>}</span></span></span><div class=token-line>',
    );
    assert.equal(
      md(html),
      '```ts\nconst book = find(1);\n// ^? const book: {\n//      id: number;\n//    }\nexport {};\n```',
    );
  });

  it('writes every tab of a tab group with its label', () => {
    const html =
      '<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs><li role=tab>npm<li role=tab>Yarn</ul>' +
      `<div class=margin-top--md><div role=tabpanel>${codeBlock('bash', ['npm install zod'])}</div>` +
      `<div role=tabpanel hidden>${codeBlock('bash', ['yarn add zod'])}</div></div></div>`;
    assert.equal(md(html), 'npm:\n\n```bash\nnpm install zod\n```\n\nYarn:\n\n```bash\nyarn add zod\n```');
  });

  it('turns admonitions into GitHub alerts, keeping a custom title', () => {
    const admonition = (type: string, title: string): string =>
      `<div class="theme-admonition theme-admonition-${type} alert"><div class=admonitionHeading_JVJT><span class=admonitionIcon_D1VP><svg viewBox="0 0 16 16"><path d=""/></svg></span>${title}</div>` +
      '<div class=admonitionContent_fvzD><p>Body <code>x</code>.</p><p>More.</p></div></div>';
    assert.equal(md(admonition('tip', 'tip')), '> [!TIP]\n> Body `x`.\n>\n> More.');
    assert.equal(
      md(admonition('caution', 'Do not <code>throw</code>')),
      '> [!WARNING]\n> **Do not `throw`**\n>\n> Body `x`.\n>\n> More.',
    );
  });

  it('writes tables, escaping pipes and flattening block content in cells', () => {
    const html =
      '<table><thead><tr><th>Member<th>Use</thead><tbody><tr><td><code>a | b</code><td><p>One</p><details><summary>Create</summary>' +
      `${codeBlock('bash', ['npx create'])}</details></tbody></table>`;
    assert.equal(md(html), '| Member | Use |\n| --- | --- |\n| `a \\| b` | One Create: `npx create` |');
  });

  it('writes tight and loose, nested and ordered lists', () => {
    assert.equal(
      md('<ul><li>One<ul><li>Nested</ul><li>Two</ul><ol start=3><li><p>Three</p><p>More</p></ol>'),
      '- One\n  - Nested\n- Two\n\n3. Three\n\n   More',
    );
  });

  it('describes diagrams and reads wordmarks, but drops icons', () => {
    assert.equal(
      md(
        '<svg><title>Link chain</title><desc>Calls pass through links.</desc><rect/></svg><h1><svg role=img aria-label=tRPC></svg></h1><p><svg><path/></svg>Text</p>',
      ),
      '_Diagram: Link chain. Calls pass through links._\n\n# tRPC\n\nText',
    );
  });
});

const site: LlmsSite = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing.',
  absolute: (permalink) => `https://trpc.io${permalink.replace(/\/$/, '')}`,
};

function doc(id: string, title: string, extra: { unlisted?: boolean } = {}): LoadedVersion['docs'][number] {
  return {
    id,
    title,
    description: `About\n${title}.`,
    permalink: `/docs/${id.split('/').pop()}`,
    unlisted: extra.unlisted ?? false,
  } as LoadedVersion['docs'][number];
}

const version = {
  docs: [
    doc('main/introduction', 'Introduction'),
    doc('server/router', 'Define Routers'),
    doc('server/adapter/express', 'Usage with Express'),
    doc('main/faq', 'FAQ'),
    doc('reactjs/suspense', 'Suspense'),
    doc('main/secret', 'Secret', { unlisted: true }),
  ],
  sidebars: {
    docs: [
      {
        type: 'category',
        label: 'tRPC',
        collapsed: false,
        collapsible: true,
        link: { type: 'doc', id: 'main/introduction' },
        items: [{ type: 'link', label: 'GitHub', href: 'https://github.com/trpc/trpc' }],
      },
      {
        type: 'category',
        label: '@trpc/server',
        collapsed: false,
        collapsible: true,
        link: {
          type: 'generated-index',
          slug: '/server',
          permalink: '/docs/server',
          title: 'Server docs',
          description: 'Routers and adapters.',
        },
        items: [
          { type: 'doc', id: 'server/router' },
          {
            type: 'category',
            label: 'Adapters',
            collapsed: true,
            collapsible: true,
            items: [{ type: 'doc', id: 'server/adapter/express' }],
          },
        ],
      },
      { type: 'doc', id: 'main/faq' },
    ],
  },
} as unknown as Pick<LoadedVersion, 'docs' | 'sidebars'>;

const meta: LlmsVersion = {
  label: '10.x',
  unmaintained: false,
  indexUrl: 'https://trpc.io/llms.txt',
  fullUrl: 'https://trpc.io/llms-full.txt',
  others: [{ label: '9.x', url: 'https://trpc.io/docs/v9/llms.txt', unmaintained: true }],
};

describe('llms.txt', () => {
  const tree = docsTree(version, site);

  it('lists every listed page once, in sidebar order, then the pages no sidebar reaches', () => {
    assert.deepEqual(
      pagesOf(tree).map((page) => page.title),
      ['Introduction', 'Server docs', 'Define Routers', 'Usage with Express', 'FAQ', 'Suspense'],
    );
  });

  it('groups pages as the sidebar, with one-line descriptions', () => {
    assert.equal(
      llmsIndex(tree, site, meta),
      [
        '# tRPC 10.x documentation',
        '',
        '> Move Fast and Break Nothing.',
        '',
        'Every page of the tRPC 10.x docs, grouped as in the sidebar. The full text of all of them, as Markdown, is https://trpc.io/llms-full.txt.',
        '',
        'Other versions: [9.x, unmaintained](https://trpc.io/docs/v9/llms.txt).',
        '',
        '## tRPC',
        '',
        '- [Introduction](https://trpc.io/docs/introduction): About Introduction.',
        '',
        '## @trpc/server',
        '',
        '- [Server docs](https://trpc.io/docs/server): Routers and adapters.',
        '- [Define Routers](https://trpc.io/docs/router): About Define Routers.',
        '- Adapters',
        '  - [Usage with Express](https://trpc.io/docs/express): About Usage with Express.',
        '',
        '## Docs',
        '',
        '- [FAQ](https://trpc.io/docs/faq): About FAQ.',
        '',
        '## Optional',
        '',
        '- [Suspense](https://trpc.io/docs/suspense): About Suspense.',
        '',
      ].join('\n'),
    );
  });

  it('puts the source address under each page title in the full text, and lists a category’s pages', () => {
    const [introduction, server] = pagesOf(tree);
    assert.equal(
      fullTextSection(introduction, '# \n\nWelcome.', []),
      '# Introduction\n\nSource: https://trpc.io/docs/introduction\n\nWelcome.',
    );
    const serverNode = tree[1];
    assert.ok(serverNode.kind === 'group');
    assert.equal(
      fullTextSection(server, '', serverNode.children),
      '# Server docs\n\nSource: https://trpc.io/docs/server\n\nRouters and adapters.\n\n' +
        '- [Define Routers](https://trpc.io/docs/router): About Define Routers.\n- Adapters\n' +
        '  - [Usage with Express](https://trpc.io/docs/express): About Usage with Express.',
    );
    assert.match(
      llmsFull(['# A', '# B'], site, meta),
      /^# tRPC 10\.x documentation: full text\n[\s\S]*\n---\n\n# A\n\n---\n\n# B\n$/,
    );
  });
});
