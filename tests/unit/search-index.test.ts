import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPage, searchableHtml } from '../../src/plugins/search/build/extract';
import { contextName, splitContexts } from '../../src/plugins/search/build/contexts';
import { buildSearchIndex } from '../../src/plugins/search/build/buildIndex';
import { readPagePhrases, readSectionKeywords } from '../../src/plugins/search/build/sectionKeywords';
import type { IndexFile, Manifest } from '../../src/plugins/search/client/types';
import { siteEnv } from '../../src/siteEnv';

/** A built page as Docusaurus writes it: html classes, search meta tags, and the content. */
function page(htmlClass: string, tag: string, body: string, language = 'en'): string {
  return `<!doctype html><html lang=${language} class="${htmlClass}"><head><title>Page | tRPC</title>
<meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
<body><nav class="navbar">Docs Blog</nav>${body}<footer class="footer">Copyright</footer></body></html>`;
}

const heading = (level: 2 | 3, id: string, text: string) =>
  `<h${level} class="anchor" id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link to ${text}">\u200b</a></h${level}>`;

const docsPage = (version: string, title: string, extra = '') =>
  page(
    `docs-wrapper plugin-docs docs-version-${version} docs-doc-page`,
    `docs-default-${version}`,
    `<main><article><nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/>home</a>
<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/client><span>@trpc/client</span></a>
<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/links><span>Links</span></a>
<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${title}</span></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
<p><code>httpBatchLink</code> is a <strong>terminating</strong> link that batches calls.</p>
${heading(2, 'usage', 'Usage')}
<div class="language-ts theme-code-block"><pre><code>import { httpBatchLink } from '@trpc/client';</code></pre></div>
<p>Add it to the client's links.</p>
${heading(3, 'options', 'Options')}
<ul><li>url: the endpoint</li><li>maxURLLength</li></ul>
<table><tr><td>headers</td><td>sent with each batch</td></tr></table>
${extra}</div></article><div class="theme-doc-toc-desktop"><ul class="table-of-contents"><li>Usage</ul></div></main>`,
  );

const blogPost = page(
  'blog-wrapper blog-post-page plugin-blog',
  'default',
  `<main><article><header><h1 class=title_x>Announcing tRPC v10</h1><time>November 21, 2022</time>
<div class=avatar>tRPC Team</div></header><div id=__blog-post-container class=markdown>
<p>tRPC v10 is out.</p>${heading(2, 'a-nicer-way', 'A nicer way')}<p>Routers are plain objects.</p></div>
<footer>Tags: trpc</footer></article></main>`,
);

const landingPage = page(
  'plugin-pages plugin-id-default',
  'default',
  `<main><header><h1>Move Fast and Break Nothing.</h1><p>End-to-end typesafe APIs.</p></header></main>`,
);

describe('extractPage', () => {
  it('reads the hierarchy, the facets and the text of a docs page', () => {
    const extracted = extractPage(docsPage('current', 'HTTP Batch Link'), '/docs/links/httpBatchLink');
    assert.ok(extracted);
    assert.equal(extracted.language, 'en');
    assert.equal(extracted.tag, 'docs-default-current');
    assert.equal(extracted.lvl0, '@trpc/client', 'the top sidebar category, from the breadcrumbs');
    assert.equal(extracted.lvl1, 'HTTP Batch Link');
    assert.deepEqual(
      extracted.sections.map(({ anchor, lvl2, lvl3 }) => [anchor, lvl2, lvl3]),
      [
        ['', '', ''],
        ['usage', 'Usage', ''],
        ['options', 'Usage', 'Options'],
      ],
    );
    assert.equal(extracted.sections[0].content, 'httpBatchLink is a terminating link that batches calls.');
  });

  it('leaves out code blocks, heading anchors, navigation and the table of contents', () => {
    const extracted = extractPage(docsPage('current', 'HTTP Batch Link'), '/docs/links/httpBatchLink');
    assert.ok(extracted);
    const text = extracted.sections.map((section) => section.content).join(' ');
    assert.doesNotMatch(text, /import|On this page|home|Direct link|\u200b/);
    assert.equal(extracted.sections[1].content, "Add it to the client's links.");
    assert.equal(extracted.sections[2].content, 'url: the endpoint maxURLLength headers sent with each batch');
  });

  it('keeps the names of two parts or more its code uses and its text does not', () => {
    const code = `<div class="language-ts theme-code-block"><pre><code>const token = jwt.verify(header, JWT_SECRET);
return { headers: { 'cache-control': 'no-store' }, skipBatch: true, maxURLLength };</code></pre></div>`;
    const extracted = extractPage(docsPage('current', 'HTTP Batch Link', code), '/docs/links/httpBatchLink');
    assert.equal(extracted?.sections[2].code, 'JWT_SECRET cache-control no-store skipBatch');
  });

  it('keeps every word of command and request blocks, beside the names of other code', () => {
    const code = `<div class="language-bash theme-code-block"><pre><code>curl -X GET 'http://localhost:3000/greeting?input=1'</code></pre></div>
<div class="language-http theme-code-block"><pre><code>POST /post.create HTTP/1.1</code></pre></div>
<div class="language-ts theme-code-block"><pre><code>await fetch(url, { method: 'GET', keepalive: true });</code></pre></div>`;
    const extracted = extractPage(docsPage('current', 'HTTP Batch Link', code), '/docs/links/httpBatchLink');
    // Of the TypeScript, only names of two parts or more: not `fetch`, `method` or `keepalive`.
    assert.equal(extracted?.sections[2].code, 'curl GET http localhost greeting input POST post create HTTP');
  });

  it("keeps the words of its code's comments, not the block's title and Try link", () => {
    const code = `<div class="language-ts theme-code-block"><div class="title">server/router.ts<a href="/playground">Try</a></div>
<pre><code><span class="token keyword">import</span> { initTRPC } from '@trpc/server';
<span class="token comment">// Give up after two seconds</span>
<span class="token comment">/* the caller is anonymous */</span></code></pre></div>`;
    const extracted = extractPage(docsPage('current', 'HTTP Batch Link', code), '/docs/links/httpBatchLink');
    assert.equal(extracted?.sections[2].code, 'initTRPC Give up after two seconds the caller is anonymous');
  });

  it('reads blog posts without their header and footer, and standalone pages', () => {
    const post = extractPage(blogPost, '/blog/announcing-trpc-10');
    assert.ok(post);
    assert.deepEqual([post.lvl0, post.lvl1, post.tag], ['Blog', 'Announcing tRPC v10', 'default']);
    assert.deepEqual(
      post.sections.map((section) => section.content),
      ['tRPC v10 is out.', 'Routers are plain objects.'],
    );
    const landing = extractPage(landingPage, '/');
    assert.ok(landing);
    assert.deepEqual([landing.lvl0, landing.lvl1], ['Pages', 'Move Fast and Break Nothing.']);
    assert.equal(landing.sections[0].content, 'End-to-end typesafe APIs.');
  });

  it('parses only the head and <main>: not the navbar, the docs sidebar or the footer', () => {
    const html = docsPage('current', 'HTTP Batch Link').replace(
      '<main>',
      '<aside class="theme-doc-sidebar-container"><nav>Sidebar link</nav></aside><main>',
    );
    const parsed = searchableHtml(html);
    assert.doesNotMatch(parsed, /Sidebar link|Docs Blog|Copyright/);
    assert.match(parsed, /^<!doctype html><html lang=en class="docs-wrapper[^"]*">/);
    assert.match(parsed, /docsearch:docusaurus_tag/);
    assert.match(parsed, /<main>.*<\/main><\/body><\/html>$/s);
    assert.equal(extractPage(html, '/docs/links/httpBatchLink')?.sections.length, 3);
    // A page without <main> is parsed whole.
    assert.equal(
      searchableHtml('<html><head></head><body>x</body></html>'),
      '<html><head></head><body>x</body></html>',
    );
  });

  it('skips lists, tag pages, the 404 page and pages without search metadata', () => {
    const list = page('blog-wrapper blog-list-page plugin-blog', 'default', '<main><h1>Blog</h1></main>');
    const notFound = page('plugin-native', 'default', '<main><h1>Page Not Found</h1></main>');
    const noMeta = docsPage('current', 'X').replace(/<meta name="docsearch:[^>]*>/g, '');
    assert.equal(extractPage(list, '/blog'), null);
    assert.equal(extractPage(notFound, '/404.html'), null);
    assert.equal(extractPage(noMeta, '/docs/x'), null);
  });
});

describe('splitContexts', () => {
  const pages = [
    extractPage(docsPage('current', 'Router'), '/docs/router'),
    extractPage(docsPage('9.x', 'Router'), '/docs/v9/router'),
    extractPage(blogPost, '/blog/announcing-trpc-10'),
    extractPage(landingPage, '/'),
  ].filter((extracted) => extracted !== null);

  it('makes one context per docs version, each with the blog and the pages', () => {
    const contexts = splitContexts(pages);
    assert.deepEqual(
      contexts.map(({ language, tag }) => [language, tag]),
      [
        ['en', 'docs-default-9.x'],
        ['en', 'docs-default-current'],
      ],
    );
    for (const { tag, index } of contexts) {
      assert.deepEqual(index.pages.map((row) => row[3]).sort(), ['default', 'default', tag]);
      assert.equal(index.sections.length, 3 + 2 + 1);
    }
  });

  it('names files after the docs version', () => {
    assert.equal(contextName('docs-default-current'), 'current');
    assert.equal(contextName('docs-default-9.x'), '9.x');
    assert.equal(contextName('docs-api-2.0'), 'api-2.0');
    assert.equal(contextName('default'), 'default');
  });
});

describe("a section's other words", () => {
  const withDescription = (html: string, description: string) =>
    html.replace('</head>', `<meta name="description" content="${description}"></head>`);
  const router = extractPage(
    withDescription(docsPage('current', 'Router'), 'Split an API into routers'),
    '/docs/router',
  );
  const linking = extractPage(
    docsPage(
      'current',
      'Links',
      '<p>See <a href=/docs/router#usage>nesting routers</a>, <a href=/docs/router/>defining an API</a> and <a href=#options>these options</a>.</p>',
    ),
    '/docs/links',
  );

  it("reads a page's description and its links to other pages", () => {
    assert.equal(router?.description, 'Split an API into routers');
    assert.deepEqual(linking?.links, [
      { path: '/docs/router', anchor: 'usage', text: 'nesting routers' },
      { path: '/docs/router', anchor: '', text: 'defining an API' },
    ]);
  });

  it('gives an introduction its description and a section the words of the links to it', () => {
    const [context] = splitContexts([router, linking].filter((page) => page !== null));
    const rows = context.index.sections.filter(([page]) => context.index.pages[page][0] === '/docs/router');
    assert.equal(rows[0][7], 'Split an API into routers · defining an API');
    assert.equal(rows[1][7], 'nesting routers');
    assert.equal(rows[2].length, 5, 'a section without them has no empty columns');
  });
});

describe("a page's phrases (front matter `search_phrases`)", () => {
  const router = extractPage(docsPage('current', 'Router'), '/docs/router');
  /** The other words of each section of /docs/router, by anchor. */
  const alsoByAnchor = (phrases: readonly string[]) => {
    const [context] = splitContexts(
      [router].filter((page) => page !== null),
      { pagePhrases: new Map([['/docs/router/', phrases]]) },
    );
    const rows = context.index.sections.filter(([page]) => context.index.pages[page][0] === '/docs/router');
    return Object.fromEntries(rows.map((row) => [row[1], row[7] ?? '']));
  };

  it('gives each phrase to the section that shares the most of its words, else to the introduction', () => {
    assert.deepEqual(alsoByAnchor(['custom endpoint url', 'link options', 'cold start']), {
      // No section has "cold" or "start".
      '': 'cold start',
      usage: '',
      // "endpoint" and "url" are in its text; "options", in its heading, wins the tie on "link".
      options: 'custom endpoint url · link options',
    });
  });

  it("reads them from every docs version's front matter, not from the page's HTML", () => {
    const withMeta = docsPage('current', 'Router').replace(
      '</head>',
      '<meta name="keywords" content="cold start"></head>',
    );
    const [context] = splitContexts([extractPage(withMeta, '/docs/router')].filter((page) => page !== null));
    assert.ok(
      context.index.sections.every((row) => !row[7]?.includes('cold start')),
      'a meta keywords tag is not read',
    );
    const docs = (frontMatter: Record<string, unknown>) => ({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{ docs: [{ permalink: '/docs/router', source: '@site/docs/router.md', frontMatter }] }],
        },
      },
    });
    assert.deepEqual(readPagePhrases(docs({ search_phrases: ['cold start'] })).get('/docs/router'), ['cold start']);
    assert.equal(readPagePhrases(docs({})).size, 0);
    assert.throws(
      () => readPagePhrases(docs({ search_phrases: 'cold start' })),
      /router\.md: search_phrases must be a list/,
    );
  });
});

describe("a section's own keywords (front matter `search_keywords`)", () => {
  const router = extractPage(docsPage('current', 'Router'), '/docs/router');
  const alsoOf = (byAnchor: Record<string, string[]>) => {
    const [context] = splitContexts(
      [router].filter((page) => page !== null),
      { sectionKeywords: new Map([['/docs/router', new Map(Object.entries(byAnchor))]]) },
    );
    return Object.fromEntries(context.index.sections.map((row) => [row[1], row[7] ?? '']));
  };

  it('gives each phrase to the section it names, even with none of its words', () => {
    assert.deepEqual(alsoOf({ usage: ['split a big api', 'modules per feature'] }), {
      '': '',
      usage: 'split a big api · modules per feature',
      options: '',
    });
  });

  it('fails the build on an anchor the page does not have', () => {
    assert.throws(
      () => alsoOf({ usgae: ['split a big api'] }),
      /\/docs\/router: search_keywords names no heading of the page: usgae/,
    );
  });

  it('reads the maps of every docs version, and rejects one that is not a map of lists', () => {
    const docs = (frontMatter: Record<string, unknown>) => ({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{ docs: [{ permalink: '/docs/router', source: '@site/docs/router.md', frontMatter }] }],
        },
      },
    });
    const read = (frontMatter: Record<string, unknown>) => readSectionKeywords(docs(frontMatter));
    assert.deepEqual(
      [...(read({ search_keywords: { usage: ['a b'] } }).get('/docs/router') ?? [])],
      [['usage', ['a b']]],
    );
    assert.equal(read({}).size, 0);
    assert.throws(() => read({ search_keywords: ['a b'] }), /router\.md: search_keywords must map heading ids/);
    assert.throws(() => read({ search_keywords: { usage: 'a b' } }), /search_keywords\.usage must be a list/);
  });
});

describe('buildSearchIndex', () => {
  /** Runs a test in a fresh build folder, with a function that writes a built page into it. */
  async function inBuildDir(test: (outDir: string, write: (file: string, html: string) => void) => Promise<void>) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), html);
    };
    try {
      await test(outDir, write);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }

  it('writes hashed index files and a manifest from the built HTML of the routes', () =>
    inBuildDir(async (outDir, write) => {
      write('docs/router.html', docsPage('current', 'Router'));
      write('docs/v9/router/index.html', docsPage('9.x', 'Router'));
      write('blog/announcing-trpc-10.html', blogPost);
      write('index.html', landingPage);
      const report = await buildSearchIndex({
        outDir,
        baseUrl: '/',
        routesPaths: ['/', '/docs/router', '/docs/v9/router/', '/blog/announcing-trpc-10', '/missing'],
      });
      assert.equal(report.pages, 4);
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search/manifest.json'), 'utf8')) as Manifest;
      assert.deepEqual(
        manifest.indexes.map((entry) => entry.tag),
        ['docs-default-9.x', 'docs-default-current'],
      );
      for (const entry of manifest.indexes) {
        assert.match(entry.file, /^en-(9\.x|current)\.[0-9a-f]{10}\.json$/);
        const index = JSON.parse(fs.readFileSync(path.join(outDir, 'search', entry.file), 'utf8')) as IndexFile;
        assert.equal(index.language, 'en');
        assert.ok(index.pages.some(([route]) => route === '/blog/announcing-trpc-10'));
      }
      assert.ok(report.files.every((file) => file.gzipBytes > 0 && file.gzipBytes < file.bytes));
    }));

  it('strips the baseUrl to find the files of a site under a sub-path', () =>
    inBuildDir(async (outDir, write) => {
      write('docs/router.html', docsPage('current', 'Router'));
      const report = await buildSearchIndex({ outDir, baseUrl: '/preview/', routesPaths: ['/preview/docs/router'] });
      assert.equal(report.pages, 1);
      const [file] = report.files;
      const index = JSON.parse(fs.readFileSync(path.join(outDir, 'search', file.file), 'utf8')) as IndexFile;
      assert.equal(index.pages[0][0], '/preview/docs/router', 'paths keep the baseUrl');
    }));
});

describe('search mode', () => {
  it('is Algolia with all three variables, local with none, and an error with some', () => {
    const all = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'trpc' };
    assert.deepEqual(siteEnv(all).algolia, { appId: 'APP', apiKey: 'key', indexName: 'trpc' });
    assert.equal(siteEnv({}).algolia, undefined);
    assert.throws(() => siteEnv({ ALGOLIA_APP_ID: 'APP' }), /ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME not set/);
  });
});
