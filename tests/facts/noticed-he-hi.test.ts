/**
 * Edges the auditors HE to HI noticed on pages not theirs, pinned as the pages now say. Both sentences said the
 * client's types follow "what actually arrives" without a transformer; audit HG showed a resolver's top-level
 * `undefined` is the exception (tests/facts/audit-hg.test.ts), so both now name only the `Date` they are about.
 * The behaviour runs against @trpc/* 10.12.0 from src/samples/v10; the type lines are checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/noticed-he-hi.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const tr = initTRPC.create();
const postRouter = tr.router({
  byId: tr.procedure.query(() => ({ id: 1, createdAt: new Date(0) })),
  find: tr.procedure.query(() => [{ id: 1 }].find((post) => post.id === 2)),
});
type Outputs = TRPCServer.inferRouterOutputs<typeof postRouter>;

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  'inferRouterOutputs types a Date as the string that arrives; the post no longer says the types are honest about everything',
  async (t) => {
    const post = pageText('blog/2023-01-17-tinyrpc-client/index.mdx');
    assert.match(
      post,
      /`inferRouterOutputs` already models that, so our client types `createdAt` as the string that arrives\./,
    );
    assert.doesNotMatch(post, /honest about what actually arrives/);

    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const handler = createHTTPHandler({ router: postRouter });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCProxyClient<typeof postRouter>({ links: [httpLink({ url })] });
    const output: Outputs['byId'] = await client.byId.query();
    const createdAt: string = output.createdAt;
    assert.equal(typeof createdAt, 'string');
    assert.equal(createdAt, new Date(0).toISOString());
  },
);

fact(
  'docs/reactjs/useQuery.md',
  "the page names what JSON does to a Date, not every result: a resolver's top-level undefined is outside its types",
  () => {
    const page = pageText('docs/reactjs/useQuery.md');
    assert.match(page, /tRPC's types follow what JSON does to a `Date`: it arrives as a string\./);
    assert.doesNotMatch(page, /tRPC's types follow what actually arrives in the browser/);
    // The edge the old sentence missed: the output type of a `T | undefined` resolver has no `undefined`.
    // @ts-expect-error - the inferred output drops the resolver's `undefined`
    const missing: Outputs['find'] = undefined;
    assert.equal(missing, undefined);
    const withId: Outputs['find'] = { id: 1 };
    assert.equal(withId.id, 1);
  },
);
