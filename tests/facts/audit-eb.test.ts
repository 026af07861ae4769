/**
 * Independent audit EB (bench/audit-independent-2026-11-30eb.md): the wrong claims it fixed. The 9.x fact runs
 * @trpc/* 9.27.4 from src/samples/v9 against the standalone adapter on 127.0.0.1 (a port the OS picks) with the real
 * client; the starter fact reads the page, as its evidence is the trpc/trpc repository at `v10.12.0`, not a package.
 *
 *   node --import tsx --test tests/facts/audit-eb.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import type SuperJSONV9 from '../../src/samples/v9/node_modules/superjson';
import { fact, listenOnLoopback, v9, within } from './facts';

/** A page's text with its line breaks and runs of spaces folded into one space. */
function pageText(page: string): string {
  return readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

const ssrPage = 'versioned_docs/version-9.x/nextjs/ssr.md';

fact(
  ssrPage,
  'a client without the router’s transformer neither encodes inputs nor decodes results, not only Dates',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const superjson = (v9('superjson') as { default: typeof SuperJSONV9 }).default;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;

    const received: unknown[] = [];
    const router = trpc
      .router()
      .transformer(superjson)
      .query('echo', {
        input: (value: unknown) => value as string | undefined,
        resolve: ({ input }) => {
          received.push(input);
          return { n: 1, when: new Date(0) };
        },
      });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const plain = createTRPCClient<typeof router>({ url });
    const result: unknown = await within(5000, 'result without transformer', plain.query('echo', 'hello'));
    // the input reached the resolver as nothing, and the plain number is inside the envelope too
    assert.deepEqual(received, [undefined]);
    assert.deepEqual(Object.keys(result as object).sort(), ['json', 'meta']);
    assert.deepEqual((result as { json: unknown }).json, { n: 1, when: '1970-01-01T00:00:00.000Z' });

    const matched = createTRPCClient<typeof router>({ url, transformer: superjson });
    const decoded = await within(5000, 'result with transformer', matched.query('echo', 'hello'));
    assert.equal(received[1], 'hello');
    assert.equal(decoded.n, 1);
    assert.ok(decoded.when instanceof Date);

    const text = pageText(ssrPage);
    assert.match(text, /without it the client neither encodes inputs nor decodes results/);
    assert.doesNotMatch(text, /rich types will not survive hydration/);
  },
);

/*
 * `git show v10.12.0:examples/next-minimal-starter/package.json` (trpc/trpc), its dependencies:
 *   @tanstack/react-query ^4.3.8, @trpc/client, @trpc/next, @trpc/react-query, @trpc/server ^10.12.0,
 *   next ^13.0.0, react, react-dom ^18.2.0, zod ^3.0.0
 * and `src/pages/api/trpc/[trpc].ts` imports `z` from 'zod' for its one input. The page once said "Only Next.js and
 * tRPC"; the fact asserts that the page names every dependency beyond Next.js's own React.
 */
const starterDependencies = ['Next.js', 'tRPC', 'React Query', 'Zod'];
const startersPage = 'docs/nextjs/starter-projects.md';

fact(startersPage, 'the minimal starter is described with all of its libraries (React Query and Zod too)', () => {
  const text = pageText(startersPage);
  const sentence = /<td> (\S[^<]*?): a router, the API route, the client setup and a page\./.exec(text);
  assert.ok(sentence, 'the minimal starter’s description');
  const named = sentence[1] ?? '';
  for (const dependency of starterDependencies) assert.ok(named.includes(dependency), `${dependency} is named`);
  assert.doesNotMatch(named, /\bOnly\b/);
});
