import * as cheerio from 'cheerio';
import { test, expect, visit } from './fixtures';
import { ONLY_IN_A_BUILD, testsDevServer } from './site';

const POSTS = ['announcing-trpc-10', 'introducing-trpc', 'tinyrpc-client', 'typescript-performance-lessons'];

test.describe('blog', () => {
  test('lists the four posts with their reading time', async ({ page }) => {
    await visit(page, '/blog');
    const articles = page.locator('article');
    await expect(articles).toHaveCount(4);
    await expect(articles.first()).toContainText(/min read/);
    for (const slug of POSTS) {
      await expect(page.locator(`article h2 a[href="/blog/${slug}"]`)).toHaveCount(1);
    }
  });

  test('the archive and the trpc tag page list every post', async ({ page }) => {
    for (const path of ['/blog/archive', '/blog/tags/trpc']) {
      await visit(page, path);
      for (const slug of POSTS) {
        await expect(page.locator(`main a[href="/blog/${slug}"]`).first()).toBeVisible();
      }
    }
  });

  test('the RSS and Atom feeds are well-formed XML with every post, and the JSON feed parses', async ({ request }) => {
    test.skip(testsDevServer, ONLY_IN_A_BUILD);
    for (const [path, itemSelector] of [
      ['/blog/rss.xml', 'item'],
      ['/blog/atom.xml', 'entry'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml.startsWith('<?xml')).toBe(true);
      const $ = cheerio.load(xml, { xml: { xmlMode: true } });
      expect($(itemSelector)).toHaveLength(4);
    }
    const json = (await (await request.get('/blog/feed.json')).json()) as { items: unknown[] };
    expect(json.items).toHaveLength(4);
  });

  test('a post links its feeds, carries article metadata and links to its neighbour', async ({ page }) => {
    await visit(page, '/blog/announcing-trpc-10');
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(1);
    await expect(page.locator('link[type="application/atom+xml"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2022-11-21/);
    await expect(page.locator('meta[property="article:tag"]').first()).toHaveAttribute('content', /trpc/i);
    await expect(page.locator('nav.pagination-nav a')).not.toHaveCount(0);
  });
});
