/**
 * Independent audit BH (bench/audit-independent-2026-11-29bh.md): four sentences of the 10.x output validation and
 * data transformer pages, against @trpc/* 10.12.0, superjson 1.13.3 and devalue 4.3.3 from src/samples/v10. The
 * facts run the pages' own schemas (`publicUser`, `article`) and combined transformer (`utils/transformer.ts`) on
 * standalone handlers on 127.0.0.1 with the real 10.x client, and the SSG helpers' state through `useDehydratedState`.
 *
 *   node --import tsx --test tests/facts/audit-bh.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ClientV10 from '@trpc/client';
import type { AnyRouter, initTRPC as InitTRPC, DataTransformerOptions } from '@trpc/server';
import type * as StandaloneV10 from '@trpc/server/adapters/standalone';
import type * as ReactQueryV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as SSGV10 from '../../src/samples/v10/node_modules/@trpc/react-query/ssg';
import type * as TanstackV10 from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type { ZodTypeAny } from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, rejection, v10 } from './facts';
import { runPageCode } from './pageCode';
import { renderInProviders } from './v10-react';

const OUTPUT = 'docs/server/output-validation.md';
const TRANSFORMERS = 'docs/server/data-transformers.md';

const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneV10;
const { createTRPCProxyClient, httpBatchLink, TRPCClientError } = v10('@trpc/client') as typeof ClientV10;
const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;

/** The page's combined transformer: superjson for inputs, devalue's stringify/parse for outputs. */
function pagePair(): DataTransformerOptions {
  return runPageCode<{ transformer: DataTransformerOptions }>(
    TRANSFORMERS,
    ['transformer'],
    {},
    {
      title: 'utils/transformer.ts',
    },
  ).transformer;
}

/** Serves `router` on a loopback port for the test; its origin. */
function serve(t: { after: (fn: () => void) => void }, router: AnyRouter): Promise<string> {
  const handler = createHTTPHandler({ router, createContext: () => ({}) });
  return listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
}

fact(
  OUTPUT,
  'the client gets an INTERNAL_SERVER_ERROR when the output validator fails (batched with a call that succeeds, the response is a 207, not a 500)',
  async (t) => {
    const { publicUser } = runPageCode<{ publicUser: ZodTypeAny }>(OUTPUT, ['publicUser'], {}, { title: 'server.ts' });
    const tr = initTRPC.create();
    const router = tr.router({
      broken: tr.procedure.output(publicUser).query(() => ({ id: 1 }) as never),
      fine: tr.procedure.output(publicUser).query(() => ({ id: 'u1', displayName: 'Ada', passwordHash: 'x' })),
    });
    const origin = await serve(t, router);
    const statuses: number[] = [];
    const client = createTRPCProxyClient<typeof router>({
      links: [
        httpBatchLink({
          url: origin,
          fetch: async (url, init) => {
            const res = await fetch(url, init);
            statuses.push(res.status);
            return res;
          },
        }),
      ],
    });
    const [failed, user] = await Promise.all([rejection(client.broken.query()), client.fine.query()]);
    assert.ok(failed instanceof TRPCClientError);
    const { data } = failed as InstanceType<typeof TRPCClientError<typeof router>>;
    assert.equal(data?.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(failed.message, 'Output validation failed');
    assert.deepEqual(user, { id: 'u1', displayName: 'Ada' });
    // One request carried both calls; its status is not the 500 the page used to promise
    assert.deepEqual(statuses, [207]);
  },
);

fact(
  OUTPUT,
  "an output schema keeps internal fields from clients only when it strips them: Yup's object() sends them on",
  async (t) => {
    type Schema = Parameters<ReturnType<typeof initTRPC.create>['procedure']['output']>[0];
    const { article } = runPageCode<{ article: Schema }>(
      OUTPUT,
      ['article'],
      {},
      {
        section: 'With Yup',
        containing: '.output(article)',
      },
    );
    const tr = initTRPC.create();
    const router = tr.router({
      latestArticle: tr.procedure.output(article).query(() => ({ slug: 'a', wordCount: 1, draftNotes: 'internal' })),
    });
    const res = await fetch(`${await serve(t, router)}/latestArticle`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { result: { data: Record<string, unknown> } };
    assert.equal(body.result.data.draftNotes, 'internal');
  },
);

fact(
  TRANSFORMERS,
  "the SSG helpers' state is read back only when both directions use the same format (superjson: yes; the page's superjson/devalue pair: no)",
  async () => {
    const { createProxySSGHelpers } = v10('@trpc/react-query/ssg') as typeof SSGV10;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof ReactQueryV10;
    const { QueryClient } = v10('@tanstack/react-query') as typeof TanstackV10;
    /** Prefetches `now` with the SSG helpers and reads the state back on a client as a page would; what it got. */
    const roundTrip = async (transformer: DataTransformerOptions): Promise<unknown> => {
      const tr = initTRPC.create({ transformer });
      const router = tr.router({ now: tr.procedure.query(() => new Date('2023-03-01T18:00:00Z')) });
      const ssg = createProxySSGHelpers({ router, ctx: {}, transformer });
      await ssg.now.prefetch();
      // Next.js passes the props to the browser as JSON
      const trpcState = JSON.parse(JSON.stringify(ssg.dehydrate())) as TanstackV10.DehydratedState;
      const trpc = createTRPCReact<typeof router>();
      const client = trpc.createClient({ transformer, links: [httpBatchLink({ url: 'http://127.0.0.1:9' })] });
      let read: unknown;
      renderInProviders(trpc, client, new QueryClient(), () => {
        const state = trpc.useDehydratedState(client, trpcState);
        read = state?.queries[0]?.state.data;
        return null;
      });
      return read;
    };
    const date = await roundTrip(superjson);
    assert.ok(date instanceof Date, 'superjson both ways: the prefetched Date is read back');
    await assert.rejects(roundTrip(pagePair()), SyntaxError, 'the pair: devalue cannot read what superjson wrote');
  },
);

fact(
  TRANSFORMERS,
  "devalue's responses are not always smaller than superjson's (a list without repeated objects comes out larger)",
  async (t) => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: i, title: `Post ${i}`, createdAt: new Date(i * 1e9) }));
    const body = async (transformer: DataTransformerOptions): Promise<string> => {
      const tr = initTRPC.create({ transformer });
      const origin = await serve(t, tr.router({ list: tr.procedure.query(() => rows) }));
      const res = await fetch(`${origin}/list`);
      assert.equal(res.status, 200);
      return res.text();
    };
    const [withSuperjson, withDevalue] = await Promise.all([body(superjson), body(pagePair())]);
    assert.ok(
      withDevalue.length > withSuperjson.length,
      `devalue ${withDevalue.length} bytes, superjson ${withSuperjson.length} bytes`,
    );
  },
);
