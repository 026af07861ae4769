import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import {
  categoryTwin,
  docsTree,
  fullTextSection,
  llmsFull,
  llmsIndex,
  llmsPage,
  pagesOf,
  type LlmsSite,
  type LlmsVersion,
} from '../../src/plugins/llms/build';

const site: LlmsSite = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing.',
  route: (permalink) => permalink.replace(/(.)\/$/, '$1'),
  absolute: (permalink) => `https://trpc.io${permalink}`,
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
      llmsIndex(tree, site, meta, [
        llmsPage({ title: 'Hello', permalink: '/blog/hello', description: 'A post.' }, site),
      ]),
      [
        '# tRPC 10.x documentation',
        '',
        '> Move Fast and Break Nothing.',
        '',
        'Every page of the tRPC 10.x docs, grouped as in the sidebar. The full text of all of them, as Markdown, is https://trpc.io/llms-full.txt.',
        '',
        "Every docs page and blog post of the site is also published as Markdown, at the page's address followed by `.md`; the links below lead to those files.",
        '',
        'Other versions: [9.x, unmaintained](https://trpc.io/docs/v9/llms.txt).',
        '',
        '## tRPC',
        '',
        '- [Introduction](https://trpc.io/docs/introduction.md): About Introduction.',
        '',
        '## @trpc/server',
        '',
        '- [Server docs](https://trpc.io/docs/server.md): Routers and adapters.',
        '- [Define Routers](https://trpc.io/docs/router.md): About Define Routers.',
        '- Adapters',
        '  - [Usage with Express](https://trpc.io/docs/express.md): About Usage with Express.',
        '',
        '## Docs',
        '',
        '- [FAQ](https://trpc.io/docs/faq.md): About FAQ.',
        '',
        '## Optional',
        '',
        '- [Suspense](https://trpc.io/docs/suspense.md): About Suspense.',
        '',
        '## Blog',
        '',
        '- [Hello](https://trpc.io/blog/hello.md): A post.',
        '',
      ].join('\n'),
    );
  });

  it('puts the source address under each page title in the full text', () => {
    const [introduction] = pagesOf(tree);
    assert.equal(
      fullTextSection(introduction, '# Introduction\n\nWelcome.\n'),
      '# Introduction\n\nSource: https://trpc.io/docs/introduction\n\nWelcome.',
    );
    assert.match(
      llmsFull(['# A', '# B'], site, meta),
      /^# tRPC 10\.x documentation: full text\n[\s\S]*\n---\n\n# A\n\n---\n\n# B\n$/,
    );
  });

  it('writes a category’s index page as its title, description and pages', () => {
    const serverNode = tree[1];
    assert.ok(serverNode.kind === 'group' && serverNode.page);
    assert.equal(
      categoryTwin(serverNode.page, serverNode.children),
      '# Server docs\n\nRouters and adapters.\n\n' +
        '- [Define Routers](https://trpc.io/docs/router.md): About Define Routers.\n- Adapters\n' +
        '  - [Usage with Express](https://trpc.io/docs/express.md): About Usage with Express.\n',
    );
  });
});
