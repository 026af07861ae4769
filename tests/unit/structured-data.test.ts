import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { BlogPosting, WebSite, WithContext } from 'schema-dts';
import { webSite, type SiteIdentity } from '../../src/jsonLd/schema';
import { robotsTxt } from '../../src/plugins/robots/robotsTxt';
import { shapeOf, validateJsonLd } from '../validateJsonLd';

const site: SiteIdentity = {
  name: 'tRPC',
  description: 'Move Fast and Break Nothing.',
  url: 'https://trpc.io',
  baseUrl: '/',
};

/** What the theme's useBlogPostStructuredData() returns for a post. */
const post: WithContext<BlogPosting> = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  '@id': 'https://trpc.io/blog/announcing-trpc-10',
  headline: 'Announcing tRPC v10',
  datePublished: '2022-11-21T00:00:00.000Z',
  author: { '@type': 'Person', name: 'tRPC Team', url: 'https://github.com/trpc' },
  keywords: [],
};

describe('WebSite', () => {
  it('names the site and points its search action at /search?q=', () => {
    const data: WithContext<WebSite> = webSite(site);
    assert.equal(data.url, 'https://trpc.io/');
    assert.equal(data.name, 'tRPC');
    assert.deepEqual(data.potentialAction, {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://trpc.io/search?q={query}' },
      'query-input': 'required name=query',
    });
  });

  it('follows the base URL', () => {
    const data = webSite({ ...site, baseUrl: '/preview/' });
    assert.equal(data.url, 'https://trpc.io/preview/');
    assert.match(JSON.stringify(data.potentialAction), /https:\/\/trpc\.io\/preview\/search\?q=\{query\}/);
  });
});

describe('search-engine policy', () => {
  it('lets everything be crawled and names the sitemap and the Markdown twins for the configured origin', () => {
    assert.equal(
      robotsTxt('https://trpc.io', '/'),
      'User-agent: *\nAllow: /\n\n' +
        '# Every docs page and blog post is also published as Markdown, at its address followed by .md\n' +
        "# (https://trpc.io/docs/quickstart.md). The docs' index for language models: https://trpc.io/llms.txt\n\n" +
        'Sitemap: https://trpc.io/sitemap.xml\n',
    );
    assert.match(
      robotsTxt('https://preview.example', '/sub/'),
      /^Sitemap: https:\/\/preview\.example\/sub\/sitemap\.xml$/m,
    );
  });
});

describe('JSON-LD validation against schema-dts', () => {
  it('reduces values to their kind and arrays to distinct item shapes', () => {
    assert.deepEqual(shapeOf({ '@type': 'ListItem', position: 3, name: 'x', items: [{ a: 'b' }, { a: 'c' }] }), {
      '@type': 'ListItem',
      position: 0,
      name: '',
      items: [{ a: '' }],
    });
  });

  it('accepts the site’s own structured data and reports unknown types, properties and bad values', () => {
    const problems = validateJsonLd(
      [
        { source: 'site', data: webSite(site) },
        { source: 'post', data: post },
        { source: 'typo', data: { '@context': 'https://schema.org', '@type': 'BlogPosting', authr: 'x' } },
        { source: 'type', data: { '@context': 'https://schema.org', '@type': 'Blogpost' } },
        { source: 'value', data: { '@context': 'https://schema.org', '@type': 'ListItem', position: { a: 1 } } },
        { source: 'context', data: { '@type': 'WebSite' } },
        { source: 'annotation', data: { '@context': 'https://schema.org', '@type': 'WebSite', 'name-input': 'x' } },
      ],
      path.join(__dirname, '../..'),
    );
    const by = (source: string): string[] => problems.filter((problem) => problem.startsWith(`${source}:`));
    assert.deepEqual(by('site'), []);
    assert.deepEqual(by('post'), []);
    for (const source of ['typo', 'type', 'value', 'context', 'annotation']) {
      assert.equal(by(source).length, 1, `${source}: ${problems.join('\n')}`);
    }
    assert.match(by('typo')[0], /authr/);
  });
});
