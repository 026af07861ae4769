import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { metaKey, rewriteHeadMeta } from '../../src/plugins/social/head';
import { cardAlt, cardFor, readPageBody, readPageHead, type CardSite } from '../../src/plugins/social/page';
import { generateSocialCards, MAX_CARD_BYTES, routeOf, type SocialCardsInput } from '../../src/plugins/social/generate';
import { encodeCard, printable } from '../../src/plugins/social/card';

const siteDir = path.join(__dirname, '../..');

const site: CardSite = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  versions: new Map([
    ['current', { label: '10.x', unmaintained: false }],
    ['9.x', { label: '9.x', unmaintained: true }],
  ]),
};

/** A built page as the theme writes it (minified, unquoted attributes, the default card). */
function page(options: {
  title: string;
  description?: string;
  url: string;
  canonical?: string;
  version?: string;
  published?: string;
  body?: string;
}): string {
  const meta = [
    '<meta data-rh=true name=twitter:card content=summary_large_image />',
    '<meta data-rh=true property=og:image content=https://trpc.io/img/social-card.png />',
    '<meta data-rh=true name=twitter:image content=https://trpc.io/img/social-card.png />',
    `<meta data-rh=true property=og:url content=${options.url} />`,
    options.version ? `<meta data-rh=true name=docusaurus_version content=${options.version} />` : '',
    `<meta data-rh=true property=og:title content="${options.title} | tRPC"/>`,
    options.description ? `<meta data-rh=true name=description content="${options.description}"/>` : '',
    options.published ? `<meta data-rh=true property=article:published_time content=${options.published} />` : '',
    `<link data-rh=true rel=canonical href=${options.canonical ?? options.url} />`,
  ].join('');
  return `<!doctype html><html lang=en><head><meta charset=UTF-8><title data-rh=true>${options.title} | tRPC</title>${meta}</head><body>${options.body ?? '<main>og:image stays in the body</main>'}</body></html>`;
}

const breadcrumbs = (...names: string[]): string =>
  '<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>' +
  '<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a>' +
  names
    .slice(0, -1)
    .map((name) => `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/x><span>${name}</span></a>`)
    .join('') +
  `<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${names.at(-1)}</span></ul></nav>`;

describe('card encoding', () => {
  it('writes a palette PNG within one level per channel when the image has at most 256 colours', async () => {
    const [width, height] = [7, 3];
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([i * 10, 255 - i, (i * 37) % 256, 255], i * 4);
    const png = await encodeCard(rgba, width, height);
    const { format, isPalette } = await sharp(png).metadata();
    assert.deepEqual({ format, isPalette }, { format: 'png', isPalette: true });
    const decoded = await sharp(png).ensureAlpha().raw().toBuffer();
    assert.equal(decoded.length, rgba.length);
    const largestDifference = Math.max(...rgba.map((value, index) => Math.abs(value - decoded[index])));
    assert.ok(largestDifference <= 1, `a channel moved by ${largestDifference} levels`);
  });
});

describe('head rewriting', () => {
  const html = page({ title: 'Define Routers', url: 'https://trpc.io/docs/router' });

  it('replaces the theme tags it owns, where they were, and leaves the rest byte for byte', () => {
    const result = rewriteHeadMeta(html, (key) => /^(?:og:image|twitter:image|twitter:card)$/.test(key), [
      { attribute: 'property', key: 'og:image', content: 'https://trpc.io/img/og/a.png', managed: true },
      { attribute: 'name', key: 'robots', content: 'noindex, follow', managed: false },
    ]);
    assert.equal(result.match(/og:image/g)?.length, 2, 'one in the head, one in the body');
    assert.ok(!result.includes('social-card.png'));
    assert.ok(!result.includes('twitter:card'));
    assert.ok(
      result.includes(
        '<meta charset=UTF-8><title data-rh=true>Define Routers | tRPC</title><meta data-rh="true" property="og:image" content="https://trpc.io/img/og/a.png"><meta name="robots" content="noindex, follow"><meta data-rh=true property=og:url',
      ),
    );
    assert.equal(result.slice(result.indexOf('</head>')), html.slice(html.indexOf('</head>')));
  });

  it('reads keys in any quoting and skips over ">" inside quoted values', () => {
    assert.equal(metaKey('<meta property="og:image" content=x>'), 'og:image');
    assert.equal(metaKey("<meta name='twitter:card' content=x>"), 'twitter:card');
    assert.equal(metaKey('<meta data-rh=true name=twitter:image content=x />'), 'twitter:image');
    const tricky =
      '<html><head><meta name=description content="a > b"><meta property=og:image content=x></head></html>';
    assert.equal(
      rewriteHeadMeta(tricky, (key) => key === 'og:image', []),
      '<html><head><meta name=description content="a > b"></head></html>',
    );
  });

  it('escapes the values it writes', () => {
    const result = rewriteHeadMeta('<head></head>', () => false, [
      { attribute: 'property', key: 'og:image:alt', content: 'A "quoted" <title> & more', managed: true },
    ]);
    assert.ok(result.includes('content="A &quot;quoted&quot; &lt;title&gt; &amp; more"'));
  });
});

describe('card content', () => {
  it('describes a current docs page by its section and version', () => {
    const html = page({
      title: 'Usage with Fastify',
      description: 'Serve a router from Fastify.',
      url: 'https://trpc.io/docs/fastify',
      version: 'current',
      body: breadcrumbs('@trpc/server', 'Adapters', 'Fastify'),
    });
    const card = cardFor(readPageHead(html), readPageBody(html), site, 'docs/fastify');
    assert.deepEqual(card, {
      title: 'Usage with Fastify',
      description: 'Serve a router from Fastify.',
      address: 'trpc.io/docs/fastify',
      eyebrow: 'Docs › @trpc/server › Adapters',
      badge: { text: '10.x', tone: 'primary' },
    });
    assert.equal(cardAlt(card, 'tRPC'), 'tRPC – Docs › @trpc/server › Adapters – Usage with Fastify – 10.x');
  });

  it('marks pages of an unmaintained version', () => {
    const html = page({ title: 'Define Router', url: 'https://trpc.io/docs/v9/router', version: '9.x' });
    const card = cardFor(readPageHead(html), readPageBody(html), site, 'docs/v9/router');
    assert.deepEqual(card.badge, { text: '9.x · unmaintained', tone: 'warning' });
  });

  it('gives a post its date and reading time', () => {
    const html = page({
      title: 'Announcing tRPC v10',
      url: 'https://trpc.io/blog/announcing-trpc-10',
      published: '2022-11-21T00:00:00.000Z',
      body: '<article><header><h1>Announcing tRPC v10</h1><div><time datetime=2022-11-21T00:00:00.000Z>November 21, 2022</time> · <!-- -->6 min read</div></header><p>Text</p></article>',
    });
    const card = cardFor(readPageHead(html), readPageBody(html), site, 'blog/announcing-trpc-10');
    assert.equal(card.eyebrow, 'Blog');
    assert.deepEqual(card.badge, { text: 'November 21, 2022 · 6 min read', tone: 'plain' });
  });

  it('shows the tagline on the landing page and the bare origin on the not-found page', () => {
    const landing = page({ title: 'End-to-end typesafe APIs made easy', url: 'https://trpc.io/' });
    assert.equal(
      cardFor(readPageHead(landing), readPageBody(landing), site, '').eyebrow,
      'Move Fast and Break Nothing',
    );
    assert.equal(cardFor(readPageHead(landing), readPageBody(landing), site, '').address, 'trpc.io');
    const notFound = page({ title: 'Page Not Found', url: 'https://trpc.io/404.html' });
    const card = cardFor(readPageHead(notFound), readPageBody(notFound), site, '404');
    assert.deepEqual([card.eyebrow, card.address, card.badge], ['', 'trpc.io', undefined]);
  });

  it('drops pictographs the font cannot draw', () => {
    assert.equal(printable('❤️ Sponsor  tRPC 🚀'), 'Sponsor tRPC');
  });

  it('maps built files to routes', () => {
    assert.equal(routeOf('index.html'), '');
    assert.equal(routeOf(path.join('docs', 'v9', 'router.html')), 'docs/v9/router');
    assert.equal(routeOf(path.join('blog', 'index.html')), 'blog');
  });
});

describe('card generation', () => {
  let work: string;
  let input: SocialCardsInput;
  const write = (file: string, html: string): void => {
    fs.mkdirSync(path.dirname(path.join(input.outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(input.outDir, file), html);
  };
  const pages = {
    'index.html': page({ title: 'End-to-end typesafe APIs made easy', url: 'https://trpc.io/' }),
    'docs/router.html': page({ title: 'Define Routers', url: 'https://trpc.io/docs/router', version: 'current' }),
    'docs/v9/router.html': page({ title: 'Define Router', url: 'https://trpc.io/docs/v9/router', version: '9.x' }),
    'docs/v9/love.html': page({
      title: 'Love',
      url: 'https://trpc.io/docs/v9/love',
      canonical: 'https://trpc.io/docs/love',
      version: '9.x',
    }),
  };
  const build = async (): Promise<Awaited<ReturnType<typeof generateSocialCards>>> => {
    fs.rmSync(input.outDir, { recursive: true, force: true });
    for (const [file, html] of Object.entries(pages)) write(file, html);
    return generateSocialCards(input);
  };
  const ogImages = (file: string): string[] => {
    const html = fs.readFileSync(path.join(input.outDir, file), 'utf8');
    return [...html.matchAll(/property="?og:image"? content="?([^"\s>]+)/g)].map((match) => match[1]);
  };

  before(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    input = {
      ...site,
      outDir: path.join(work, 'build'),
      siteDir,
      cacheDir: path.join(work, 'cache'),
      siteRoot: 'https://trpc.io/',
      defaultImage: 'img/social-card.png',
    };
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it('renders a 1200×630 card under the size budget for every page and points the page at it', async () => {
    const report = await build();
    assert.equal(report.pages, 4);
    assert.deepEqual([...report.renderedRoutes].sort(), ['', 'docs/router', 'docs/v9/love', 'docs/v9/router']);
    assert.equal(report.reused, 0);
    for (const file of Object.keys(pages)) {
      const images = ogImages(file);
      assert.equal(images.length, 1, `${file}: one og:image`);
      const png = fs.readFileSync(path.join(input.outDir, new URL(images[0]).pathname));
      const { format, width, height, isPalette } = await sharp(png).metadata();
      assert.deepEqual(
        { format, width, height, isPalette },
        { format: 'png', width: 1200, height: 630, isPalette: true },
      );
      assert.ok(png.length <= MAX_CARD_BYTES, `${file}: ${png.length} bytes`);
    }
    assert.ok(fs.existsSync(path.join(input.outDir, 'img/social-card.png')), 'the theme default image');
  });

  it('renders nothing on a rebuild, and only the changed page after an edit', async () => {
    const warm = await build();
    assert.deepEqual(warm.renderedRoutes, []);
    assert.equal(warm.reused, 4);
    const before = ogImages('docs/router.html')[0];
    pages['docs/router.html'] = pages['docs/router.html'].replace(/Define Routers/g, 'Define your routers');
    const edited = await build();
    assert.deepEqual(edited.renderedRoutes, ['docs/router']);
    assert.notEqual(ogImages('docs/router.html')[0], before, 'a new address, so link previews refresh');
  });
});
