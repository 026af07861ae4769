import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, searchEngine, sectionTitle } from '../../src/plugins/search/client/engine';
import { DEFAULT_TAGS, highlight, snippet } from '../../src/plugins/search/client/highlight';
import { toHit } from '../../src/plugins/search/client/hits';
import { missingResultsUrl } from '../../src/plugins/search/client/missingResults';
import {
  indexTerms,
  isInflection,
  normalizedQueryTerms,
  titleTerms,
  wordForms,
} from '../../src/plugins/search/client/tokenize';
import { facetPredicate, selectIndexes } from '../../src/plugins/search/client/facets';
import { editDistance, typoBudget, typoTerms } from '../../src/plugins/search/client/typos';
import { createLocalSearchClient } from '../../src/plugins/search/client/localClient';
import type { IndexFile, Manifest } from '../../src/plugins/search/client/types';

const current: IndexFile = {
  version: 1,
  language: 'en',
  pages: [
    ['/docs/links', '@trpc/client', 'Links Overview', 'docs-default-current'],
    ['/docs/links/httpBatchLink', '@trpc/client', 'HTTP Batch Link', 'docs-default-current'],
    ['/docs/middlewares', '@trpc/server', 'Middlewares', 'docs-default-current'],
    ['/docs/authorization', '@trpc/server', 'Authorization', 'docs-default-current'],
    ['/blog/announcing-trpc-10', 'Blog', 'Announcing tRPC v10', 'default'],
  ],
  sections: [
    [
      0,
      '',
      '',
      '',
      'Links control the flow of calls. httpBatchLink batches, httpBatchLink is the default, httpBatchLink.',
    ],
    [0, 'terminating-links', 'Terminating links', '', 'httpBatchLink and httpLink send the request.'],
    [0, 'httpbatchlink-vs-httplink', 'httpBatchLink vs httpLink', '', 'When to batch.'],
    [1, '', '', '', 'httpBatchLink is a terminating link that batches calls: one <Request> for many.'],
    [1, 'options', 'Options', '', 'url and maxURLLength.'],
    [2, '', '', '', 'Middlewares wrap procedures.'],
    [2, 'writing-a-middleware', 'Writing a middleware', '', 'Call next() to continue.'],
    [3, 'option-2', 'Option 2: authorize with a middleware', '', 'Build a protected procedure from a middleware.'],
    [4, '', '', '', 'tRPC v10 is out, with a middleware builder.'],
  ],
};

const nine: IndexFile = {
  version: 1,
  language: 'en',
  pages: [
    ['/docs/v9/middlewares', '@trpc/server', 'Middlewares', 'docs-default-9.x'],
    ['/blog/announcing-trpc-10', 'Blog', 'Announcing tRPC v10', 'default'],
  ],
  sections: [
    [0, '', '', '', 'A v9 middleware runs before the resolver.'],
    [1, '', '', '', 'tRPC v10 is out, with a middleware builder.'],
  ],
};

const manifest: Manifest = {
  version: 1,
  indexes: [
    { language: 'en', tag: 'docs-default-9.x', file: 'en-9.x.aaaaaaaaaa.json' },
    { language: 'en', tag: 'docs-default-current', file: 'en-current.bbbbbbbbbb.json' },
  ],
};

const engine = createEngine(current);
const titles = (query: string) => searchEngine(engine, query).map((match) => sectionTitle(current, match.section));
const terms = (...words: string[]) => new Set(words);

describe('tokenizing', () => {
  it('splits identifiers and joins title words, so either spelling finds the other', () => {
    assert.deepEqual(indexTerms('createTRPCProxyClient'), [
      'createTRPCProxyClient',
      'create',
      'TRPC',
      'Proxy',
      'Client',
    ]);
    assert.ok(titleTerms('HTTP Batch Link').includes('HTTPBatchLink'));
    assert.ok(titleTerms('Using Next.js').includes('Nextjs'));
    assert.deepEqual(normalizedQueryTerms('How to use the httpBatchLink?'), ['use', 'httpbatchlink']);
  });

  it("reads a word's clitic as part of it, not as a word of one letter", () => {
    assert.deepEqual(normalizedQueryTerms("get user's ip"), ['get', 'user', 'ip']);
    assert.deepEqual(normalizedQueryTerms('don’t retry'), ['retry']);
    assert.deepEqual(indexTerms("it doesn't, we can't, it won't"), ['it', 'does', 'we', 'can', 'it', 'will']);
    assert.deepEqual(indexTerms("O'Neil's rock'n'roll"), ['O', 'Neil', 'rock', 'n', 'roll']);
    assert.equal(highlight("the user's ip", terms('user')).value, 'the <mark>user&#39;s</mark> ip');
  });

  it('knows the forms of a word: its stem, a silent e before -ing, and endings but not other words', () => {
    assert.deepEqual(wordForms('cache'), ['cache', 'caching']);
    assert.deepEqual(wordForms('headers'), ['header']);
    assert.ok(isInflection('log', 'logging') && isInflection('log', 'logger') && isInflection('quer', 'queries'));
    assert.ok(!isInflection('log', 'logic') && !isInflection('log', 'login'));
  });
});

describe('ranking', () => {
  it('puts an exact title match first, above pages that repeat the word', () => {
    assert.equal(titles('httpBatchLink')[0], 'HTTP Batch Link');
    assert.equal(titles('http batch link')[0], 'HTTP Batch Link');
  });

  it('ranks titles and headings above body text', () => {
    const ranked = titles('middleware');
    assert.deepEqual(ranked.slice(0, 3), [
      'Middlewares',
      'Writing a middleware',
      'Option 2: authorize with a middleware',
    ]);
    assert.equal(ranked.at(-1), 'Announcing tRPC v10', 'a match in body text only comes last');
  });

  it('matches the word being typed as a prefix, and tolerates typos', () => {
    assert.equal(titles('middlew')[0], 'Middlewares');
    assert.equal(titles('midleware')[0], 'Middlewares');
    assert.equal(titles('httpBatchLnk')[0], 'HTTP Batch Link');
    assert.deepEqual(titles('qzxqzx'), []);
  });

  it('ranks the sections with every word first, and answers with any word when none has them all', () => {
    assert.equal(titles('middleware next')[0], 'Writing a middleware');
    assert.ok(titles('middleware qzxqzx').length > 1);
  });

  /** The first title for a query over a few 10.x pages, each a [title, text] introduction. */
  const firstTitle = (query: string, pages: readonly (readonly [title: string, text: string])[]) => {
    const index: IndexFile = {
      version: 1,
      language: 'en',
      pages: pages.map(([title], i) => [`/docs/${i}`, 'Docs', title, 'docs-default-current']),
      sections: pages.map(([, text], i) => [i, '', '', '', text]),
    };
    return sectionTitle(index, searchEngine(createEngine(index), query)[0].section);
  };

  const evidenceCases = [
    {
      rule: 'weighs a rare word above one on every page',
      query: 'express request',
      pages: [
        ['Requests', 'How a request is handled.'],
        ['Adapters', 'The express adapter reads the request.'],
        ['Links', 'Each request goes through links.'],
      ],
      first: 'Adapters',
    },
    {
      rule: 'ranks the page whose title spells an identifier out above those that only use it',
      query: 'skipBatch',
      pages: [
        ['Request options', 'Pass skipBatch to send this call alone.'],
        ['Disabling batching for some calls', 'Send the calls with skipBatch set through httpLink.'],
      ],
      first: 'Disabling batching for some calls',
    },
    {
      rule: 'counts an identifier found whole above a title with only its tail',
      query: 'createTRPCClient',
      pages: [
        ['Building a tRPC client', 'A small tRPC client from scratch.'],
        ['Create a client', 'Call createTRPCClient with your links.'],
      ],
      first: 'Create a client',
    },
    {
      rule: 'finds a plain word typed whole in its forms, not in words it starts',
      query: 'log errors',
      pages: [
        ['Login errors', 'What a failed login returns.'],
        ['Error handling', 'Logging the errors of a request.'],
      ],
      first: 'Error handling',
    },
    {
      rule: 'ranks adjacent query words written as one identifier above the words apart',
      query: 'initial cursor',
      pages: [
        ['Loading pages', 'The initial page is read, then the next cursor.'],
        ['Options', 'Set initialCursor to start elsewhere.'],
      ],
      first: 'Options',
    },
    {
      rule: 'counts a typo for less where the word is found as typed: it is most likely another word',
      query: 'router',
      pages: [
        ['API route', 'Handles the requests of one path.'],
        ['Setup', 'Create the router.'],
      ],
      first: 'Setup',
    },
    {
      rule: 'ranks the page that has an identifier as written first, above headings with its words',
      query: 'unstable_overrides',
      pages: [
        ['Unstable overrides', 'Some options are unstable; overrides change them.'],
        ['Mutations', 'Set unstable_overrides in the options.'],
        ['Queries', 'Options of a query.'],
      ],
      first: 'Mutations',
    },
  ] as const;
  for (const { rule, query, pages, first } of evidenceCases) {
    it(rule, () => assert.equal(firstTitle(query, pages), first));
  }

  describe('typos, as Algolia tolerates them', () => {
    const pages = [
      ['Queries', 'How a query runs.'],
      ['WebSocket link', 'Subscriptions go over a websocket; possibly several.'],
      ['Rest API', 'A rest endpoint.'],
      ['Hooks', 'Call useQuery in a component.'],
    ] as const;
    const index: IndexFile = {
      version: 1,
      language: 'en',
      pages: pages.map(([title], i) => [`/docs/${i}`, 'Docs', title, 'docs-default-current']),
      sections: pages.map(([, text], i) => [i, '', '', '', text]),
    };
    const typoEngine = createEngine(index);
    const first = (query: string) => {
      const [match] = searchEngine(typoEngine, query);
      return match && sectionTitle(index, match.section);
    };

    it('counts a swap of two letters as one edit (Damerau–Levenshtein), from 5 letters', () => {
      assert.equal(editDistance('qeury', 'query', 1), 1);
      assert.equal(first('qeury '), 'Queries');
    });

    it('allows one edit from 5 letters and two from 9, against the words of the index', () => {
      assert.deepEqual([typoBudget('test'), typoBudget('posibly'), typoBudget('authentification')], [0, 1, 2]);
      assert.equal(editDistance('authentification', 'authentication', 2), 2);
      assert.equal(first('websoket '), 'WebSocket link');
      assert.equal(first('posibly '), 'WebSocket link');
      assert.deepEqual(searchEngine(typoEngine, 'qzxqzxqzx '), []);
    });

    it('finds the forms of the word a misspelling stands for, as that word would', () => {
      const index: IndexFile = {
        version: 1,
        language: 'en',
        pages: [
          ['/docs/a', 'Docs', 'Authorization', 'docs-default-current'],
          ['/docs/b', 'Docs', 'Authentication providers', 'docs-default-current'],
        ],
        sections: [
          [0, '', '', '', 'Authenticated callers get a token.'],
          [1, '', '', '', 'Other providers.'],
        ],
      };
      const titlesOf = searchEngine(createEngine(index), 'authentification ').map((m) =>
        sectionTitle(index, m.section),
      );
      assert.deepEqual(titlesOf.sort(), ['Authentication providers', 'Authorization']);
    });

    it('finds the word a misspelling stands for itself, also where its stem would not count', () => {
      const index: IndexFile = {
        version: 1,
        language: 'en',
        pages: [
          ['/docs/a', 'Docs', 'Base procedures', 'docs-default-current'],
          ['/docs/b', 'Docs', 'Other', 'docs-default-current'],
        ],
        sections: [
          [0, '', '', '', 'A reusable procedure checks the user.'],
          [1, '', '', '', 'Nothing else.'],
        ],
      };
      // The stem of `reusable` is `reusabl`, of which `reusable` is no inflection.
      assert.deepEqual(
        searchEngine(createEngine(index), 'reusabel ').map((m) => sectionTitle(index, m.section)),
        ['Base procedures'],
      );
    });

    it('keeps only the typos with the fewest edits', () => {
      const index: IndexFile = {
        version: 1,
        language: 'en',
        pages: [
          ['/docs/a', 'Docs', 'Prefetching', 'docs-default-current'],
          ['/docs/b', 'Docs', 'Refetching', 'docs-default-current'],
        ],
        sections: [
          [0, '', '', '', 'Prefetch a query on the server.'],
          [1, '', '', '', 'Refetch a query on focus.'],
        ],
      };
      // `preffetch` is one edit from `prefetch` and two from `refetch`, both within its budget.
      assert.deepEqual([...typoTerms(['prefetch', 'refetch'], 'preffetch')].sort(), [
        ['prefetch', 1],
        ['refetch', 2],
      ]);
      assert.deepEqual(
        searchEngine(createEngine(index), 'preffetch ').map((m) => sectionTitle(index, m.section)),
        ['Prefetching'],
      );
    });

    it('allows one more edit only when a query found nothing', () => {
      const index: IndexFile = {
        version: 1,
        language: 'en',
        pages: [['/docs/a', 'Docs', 'Authentication', 'docs-default-current']],
        sections: [[0, '', '', '', 'Check the token.']],
      };
      // Three edits from `authentication`, one more than a 16-letter word's budget.
      assert.equal(editDistance('atuhentification', 'authentication', 2), 3);
      assert.deepEqual(typoTerms(['authentication'], 'atuhentification').size, 0);
      assert.deepEqual(typoTerms(['authentication'], 'atuhentification', false, 1).get('authentication'), 3);
      assert.equal(searchEngine(createEngine(index), 'atuhentification ').length, 1);
      // Short words still get none: `tken` (for `token`) finds nothing.
      assert.equal(searchEngine(createEngine(index), 'tken ').length, 0);
    });

    it('asks a name no page has again as its parts, and only when nothing was found', () => {
      // No term starts with `createmiddlewarefactory`: the parts find the middleware pages.
      assert.deepEqual(titles('createMiddlewareFactory').slice(0, 2).sort(), ['Middlewares', 'Writing a middleware']);
      // Found as written: the parts are not asked (`httpLink` would find every link).
      assert.deepEqual(titles('httpBatchLink ').slice(0, 1), ['HTTP Batch Link']);
      assert.deepEqual(titles('qzxQzx '), []);
    });

    it('corrects no short word: test never becomes rest', () => {
      assert.deepEqual(searchEngine(typoEngine, 'test '), []);
    });

    it('corrects a plain word still being typed as the start of a word, not an identifier', () => {
      assert.equal(editDistance('websok', 'websocket', 1, true), 1);
      assert.equal(first('websok'), 'WebSocket link');
      assert.equal(first('useQeury'), 'Hooks');
      // Not `useQuery` by a typo of its start; nothing found as written, the part `use` finds it.
      assert.deepEqual(
        searchEngine(typoEngine, 'useQeu').map((match) => match.terms),
        [['use']],
      );
    });

    it('ranks an exact match above a typo, even one in a title', () => {
      const exact: IndexFile = {
        version: 1,
        language: 'en',
        pages: [
          ['/docs/a', 'Docs', 'Routers', 'docs-default-current'],
          ['/docs/b', 'Docs', 'Paths', 'docs-default-current'],
        ],
        sections: [
          [0, '', '', '', 'Define a router: the router holds procedures.'],
          [1, '', '', '', 'Routes are matched in order.'],
        ],
      };
      const [match] = searchEngine(createEngine(exact), 'routes ');
      assert.equal(sectionTitle(exact, match.section), 'Paths');
      assert.deepEqual([...typoTerms(['router', 'routes', 'route'], 'routes').keys()], ['router', 'route']);
    });
  });

  it("finds a page by the site's other words for it: its description, the links to it", () => {
    const index: IndexFile = {
      version: 1,
      language: 'en',
      pages: [
        ['/docs/infinite', 'Docs', 'useInfiniteQuery', 'docs-default-current'],
        ['/docs/query', 'Docs', 'useQuery', 'docs-default-current'],
      ],
      sections: [
        [0, '', '', '', 'Load more pages with a cursor.', '', 0, 'Paginate queries with a cursor · infinite scrolling'],
        [1, '', '', '', 'Fetch data in a component.'],
      ],
    };
    const engineOf = createEngine(index);
    for (const query of ['pagination', 'scrolling'])
      assert.equal(sectionTitle(index, searchEngine(engineOf, query)[0].section), 'useInfiniteQuery');
  });

  it('ranks a docs section above an FAQ answer with the same evidence', () => {
    const index: IndexFile = {
      version: 1,
      language: 'en',
      pages: [
        ['/docs/faq', 'Docs', 'FAQ', 'docs-default-current'],
        ['/docs/procedures', 'Docs', 'Procedures', 'docs-default-current'],
      ],
      sections: [
        [0, 'base', 'What is a base procedure?', '', 'A base procedure is a procedure.'],
        [0, 'types', 'Why is my router any?', '', 'Check the import.'],
        [1, 'base', 'Reusable base procedures', '', 'A base procedure carries a middleware.'],
      ],
    };
    const [first] = searchEngine(createEngine(index), 'base procedure');
    assert.equal(sectionTitle(index, first.section), 'Reusable base procedures');
  });

  it('keeps only the sections whose facets pass the filter', () => {
    const blogOnly = searchEngine(engine, 'middleware', { filter: (facets) => facets.docusaurus_tag === 'default' });
    assert.deepEqual(
      blogOnly.map((match) => sectionTitle(current, match.section)),
      ['Announcing tRPC v10'],
    );
  });
});

describe('highlighting', () => {
  it('escapes the text and marks whole words, identifier parts and joined words', () => {
    assert.equal(
      highlight('one <Request> for many', terms('request')).value,
      'one &lt;<mark>Request</mark>&gt; for many',
    );
    assert.equal(highlight('use httpBatchLink', terms('batch')).value, 'use http<mark>Batch</mark>Link');
    assert.equal(highlight('HTTP Batch Link', terms('httpbatchlink')).value, '<mark>HTTP Batch Link</mark>');
    // A word that matches alone is not joined with the next: "router" also completes to "routerused".
    assert.equal(
      highlight('The router used here', terms('router', 'routerused')).value,
      'The <mark>router</mark> used here',
    );
    assert.equal(highlight('x', terms('y')).matchLevel, 'none');
  });

  it('highlights a whole text only when it is read', () => {
    const match = searchEngine(engine, 'middleware').find(
      (m) => sectionTitle(current, m.section) === 'Writing a middleware',
    );
    assert.ok(match);
    const format = { query: 'middleware', origin: '', tags: DEFAULT_TAGS, snippetWords: { content: 3 }, ellipsis: '…' };
    const hit = toHit(current, match, format);
    assert.equal(Object.getOwnPropertyDescriptor(hit._highlightResult, 'content')?.value, undefined);
    assert.equal(hit._snippetResult.content?.value, 'Call next() to…');
    assert.equal(hit._highlightResult.content?.value, 'Call next() to continue.');
  });

  it('cuts a snippet around the first match, with ellipses, in the requested tags', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    const result = snippet(text, terms('ten'), { words: 5, tags: { pre: '<em>', post: '</em>' } });
    assert.equal(result.value, '…nine <em>ten</em> eleven twelve thirteen…');
    assert.equal(snippet(text, terms('one'), { words: 3 }).value, '<mark>one</mark> two three…');
  });
});

describe('facet filters', () => {
  const predicate = facetPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']]);

  it('reads the outer list as AND and the inner lists as OR, with negation', () => {
    assert.equal(predicate({ language: 'en', docusaurus_tag: 'docs-default-9.x' }), true);
    assert.equal(predicate({ language: 'en', docusaurus_tag: 'default' }), true);
    assert.equal(predicate({ language: 'en', docusaurus_tag: 'docs-default-current' }), false);
    assert.equal(predicate({ language: 'fr', docusaurus_tag: 'default' }), false);
    assert.equal(facetPredicate('docusaurus_tag:-default')({ language: 'en', docusaurus_tag: 'default' }), false);
    assert.equal(facetPredicate(undefined)({ language: 'fr', docusaurus_tag: 'x' }), true);
  });

  it('selects the index file of the docs version, or one file when only shared pages pass', () => {
    assert.deepEqual(
      selectIndexes(manifest.indexes, predicate).map((entry) => entry.tag),
      ['docs-default-9.x'],
    );
    const sharedOnly = facetPredicate(['language:en', 'docusaurus_tag:default']);
    assert.equal(selectIndexes(manifest.indexes, sharedOnly).length, 1);
    assert.deepEqual(selectIndexes(manifest.indexes, facetPredicate('language:fr')), []);
  });
});

describe('local search client', () => {
  /** A client over the index files above, with a fake fetch that records its calls and fails the given URLs. */
  function localClient(fail = new Set<string>(), pages = new Set<string>()) {
    const calls: string[] = [];
    const files: Record<string, unknown> = {
      '/search/manifest.json': manifest,
      '/search/en-9.x.aaaaaaaaaa.json': nine,
      '/search/en-current.bbbbbbbbbb.json': current,
    };
    const fetch = (url: string) => {
      calls.push(url);
      if (fail.has(url)) return Promise.reject(new TypeError('Failed to fetch'));
      // A host's fallback page where the file should be: 200, but not JSON.
      if (pages.has(url))
        return Promise.resolve({
          ok: true,
          status: 200,
          json: () => Promise.reject(new SyntaxError('Unexpected token <')),
        });
      const body = files[url];
      return Promise.resolve({ ok: body !== undefined, status: body ? 200 : 404, json: () => Promise.resolve(body) });
    };
    return { calls, client: createLocalSearchClient({ baseUrl: '/', origin: 'https://trpc.io', fetch }) };
  }

  const request = (query: string, version: string) => ({
    query,
    indexName: 'local',
    facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]],
    attributesToSnippet: ['content:10'],
  });

  it('answers in Algolia shape, from the index file of the filtered version only', async () => {
    const { calls, client } = localClient();
    const {
      results: [response],
    } = await client.search({ requests: [request('middleware', '9.x')] });
    assert.deepEqual(calls, ['/search/manifest.json', '/search/en-9.x.aaaaaaaaaa.json']);
    assert.deepEqual(
      response.hits.map((hit) => hit.url),
      ['https://trpc.io/docs/v9/middlewares', 'https://trpc.io/blog/announcing-trpc-10'],
    );
    assert.equal(response.nbHits, 2);
    const [first] = response.hits;
    assert.equal(first.type, 'lvl1');
    assert.deepEqual(first.hierarchy, {
      lvl0: '@trpc/server',
      lvl1: 'Middlewares',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(first._highlightResult.hierarchy.lvl1?.value, '<mark>Middlewares</mark>');
    assert.equal(first._snippetResult.content?.value, 'A v9 <mark>middleware</mark> runs before the resolver.');
  });

  it('types a hit by what matched: a heading, or the text only', async () => {
    const { client } = localClient();
    const { results } = await client.search([request('middleware', 'current')]);
    const byUrl = new Map(results[0].hits.map((hit) => [hit.url, hit]));
    assert.equal(byUrl.get('https://trpc.io/docs/middlewares#writing-a-middleware')?.type, 'lvl2');
    assert.equal(byUrl.get('https://trpc.io/docs/middlewares#writing-a-middleware')?.anchor, 'writing-a-middleware');
    assert.equal(byUrl.get('https://trpc.io/blog/announcing-trpc-10')?.type, 'content');
  });

  it('fetches each file once and pages through the hits', async () => {
    const { calls, client } = localClient();
    const first = await client.search([{ ...request('middleware', 'current'), hitsPerPage: 2 }]);
    const second = await client.search([{ ...request('middleware', 'current'), hitsPerPage: 2, page: 1 }]);
    assert.equal(calls.length, 2);
    assert.equal(first.results[0].nbHits, 4);
    assert.equal(first.results[0].nbPages, 2);
    assert.notEqual(first.results[0].hits[0].objectID, second.results[0].hits[0].objectID);
  });

  it('fails with a RetryError when the index cannot be fetched, and retries on the next search', async () => {
    const failing = new Set(['/search/en-current.bbbbbbbbbb.json']);
    const { client } = localClient(failing);
    await assert.rejects(client.search([request('router', 'current')]), { name: 'RetryError' });
    failing.clear();
    const { results } = await client.search([request('httpBatchLink', 'current')]);
    assert.equal(results[0].hits[0].hierarchy.lvl1, 'HTTP Batch Link');
  });

  it('fails with a RetryError when the host answers with a page instead of the index', async () => {
    const { client } = localClient(new Set(), new Set(['/search/manifest.json']));
    await assert.rejects(client.search([request('router', 'current')]), { name: 'RetryError' });
  });

  it('gives a page at most two of the first five hits: its other sections come after', async () => {
    const many: IndexFile = {
      version: 1,
      language: 'en',
      pages: [
        ['/docs/batching', 'Docs', 'Batching', 'docs-default-current'],
        ['/docs/links', 'Docs', 'Links', 'docs-default-current'],
        ['/docs/rpc', 'Docs', 'RPC', 'docs-default-current'],
        ['/docs/guide', 'Docs', 'Guide', 'docs-default-current'],
      ],
      sections: [
        [0, '', '', '', 'Batching sends calls in one batch.'],
        [0, 'batch-size', 'Batch size', '', 'How big a batch gets.'],
        [0, 'batch-errors', 'Batch errors', '', 'When a call of the batch fails.'],
        [0, 'batch-limits', 'Batch limits', '', 'The URL of a batch.'],
        [1, '', '', '', 'The batch link sends a batch.'],
        [2, 'batching', 'Batching', '', 'A batch over HTTP.'],
        [3, '', '', '', 'Calls may share a batch.'],
      ],
    };
    const files: Record<string, unknown> = {
      '/search/manifest.json': {
        version: 1,
        indexes: [{ language: 'en', tag: 'docs-default-current', file: 'a.json' }],
      },
      '/search/a.json': many,
    };
    const fetch = (url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[url]) });
    const client = createLocalSearchClient({ baseUrl: '/', origin: '', fetch });
    const { results } = await client.search([{ query: 'batch' }]);
    const pages = results[0].hits.map((hit) => hit.url_without_anchor);
    assert.equal(pages.length, 7);
    assert.deepEqual(pages.slice(0, 2), ['/docs/batching', '/docs/batching']);
    assert.deepEqual(pages.slice(5), ['/docs/batching', '/docs/batching']);
  });

  it("keeps a page's third section in its place once the modal's first five rows are another site section's", async () => {
    const page = (path: string, lvl0: string, title: string) => [path, lvl0, title, 'docs-default-current'] as const;
    const section = (page: number, anchor: string, heading: string, text: string) =>
      [page, anchor, heading, '', text] as const;
    const sections: IndexFile = {
      version: 1,
      language: 'en',
      pages: [
        page('/docs/a', 'Guides', 'Alpha'),
        page('/docs/b', 'Guides', 'Beta'),
        page('/docs/c', 'Guides', 'Gamma'),
        page('/docs/p', 'Docs', 'Pea'),
        page('/docs/q', 'Docs', 'Queue'),
        page('/docs/r', 'Docs', 'Rho'),
        page('/docs/s', 'Docs', 'Sigma'),
      ],
      sections: [
        section(0, 'one', 'Batch one', 'Some text.'),
        section(0, 'two', 'Batch two', 'Some text.'),
        section(1, 'one', 'Batch one', 'Some text.'),
        section(1, 'two', 'Batch two', 'Some text.'),
        section(2, 'one', 'Batch one', 'Some text.'),
        section(3, 'one', 'One', 'A batch.'),
        section(3, 'two', 'Two', 'A batch.'),
        section(3, 'three', 'Three', 'A batch.'),
        section(4, 'one', 'One', 'A batch of calls.'),
        section(5, 'one', 'One', 'A batch of calls.'),
        section(6, 'one', 'One', 'A batch of calls.'),
      ],
    };
    const files: Record<string, unknown> = {
      '/search/manifest.json': {
        version: 1,
        indexes: [{ language: 'en', tag: 'docs-default-current', file: 'a.json' }],
      },
      '/search/a.json': sections,
    };
    const fetch = (url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[url]) });
    const client = createLocalSearchClient({ baseUrl: '/', origin: '', fetch });
    const { results } = await client.search([{ query: 'batch' }]);
    const urls = results[0].hits.map((hit) => hit.url);
    // The five Guides hits fill the modal's first rows; the modal shows five hits of Docs after
    // them, so the third section of Pea, above Queue, Rho and Sigma, is one of them.
    assert.deepEqual(
      urls.map((url) => url.split('#')[0]),
      [
        '/docs/a',
        '/docs/b',
        '/docs/a',
        '/docs/b',
        '/docs/c',
        '/docs/p',
        '/docs/p',
        '/docs/p',
        '/docs/q',
        '/docs/r',
        '/docs/s',
      ],
    );
  });

  it('suggests the site sections, most pages first', async () => {
    const { client } = localClient();
    assert.deepEqual(await client.sectionNames(request('', 'current').facetFilters), [
      '@trpc/client',
      '@trpc/server',
      'Blog',
    ]);
  });
});

describe('missing results link', () => {
  it('opens a new issue titled with the query', () => {
    assert.equal(
      missingResultsUrl('https://github.com/trpc/trpc', 'qzx & co'),
      'https://github.com/trpc/trpc/issues/new?title=Search%3A%20no%20results%20for%20%22qzx%20%26%20co%22',
    );
  });
});
