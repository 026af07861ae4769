/**
 * Edges the auditors HO to HS noticed on pages not theirs, pinned as the pages now say. HQ found that the 9.x pages
 * let `responseMeta`'s status win outright, where 9.27.4's Node and Fastify adapters keep a status other than `200`
 * that the app already set on the response (the 10.x caching page says so, `noticed-fv-fz`). Run against @trpc/*
 * 9.27.4 from src/samples/v9 on 127.0.0.1. (HO's Next.js provider row and HS's Lambda repeat are pinned beside the
 * facts that already ran their behaviour: `react-edges`, `audit-hs`.) The last fact is the 9.x repeat of a React
 * Query reset() row that the owner's pass over earlier noticed items fixed on the 10.x page.
 *
 *   node --import tsx --test tests/facts/noticed-ho-hs.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Fastify from '../../src/samples/v9/node_modules/fastify';
import type { FastifyPluginCallback } from '../../src/samples/v9/node_modules/fastify';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQueryV9 from '../../src/samples/v9/node_modules/react-query';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v9, within } from './facts';
import { expectResetAfterSuccessAndFailure } from './mutationState';
import { queryClientFor } from './v9-react';

const trpc = v9('@trpc/server') as typeof ServerV9;

/** Sets 418 on the response before tRPC answers when the path is `teapot`; `responseMeta` always asks for 203. */
const router = trpc
  .router<{ setStatus: (status: number) => void }>()
  .query('teapot', {
    resolve: ({ ctx }) => {
      ctx.setStatus(418);
      return 'short and stout';
    },
  })
  .query('plain', { resolve: () => 'plain' });
const responseMeta = () => ({ status: 203 });

fact(
  'versioned_docs/version-9.x/server/caching.md',
  "an adapter's responseMeta status replaces tRPC's, but not a status other than 200 already set on the response object, in the standalone adapter and in Fastify",
  async (t) => {
    const kept =
      /in the Node adapters, Next\.js, Express and standalone, and in Fastify, a status other than `200` that your code already set on the response object \(`res` in `createContext`, for example\) is kept instead\./i;
    const caching = pageText('versioned_docs/version-9.x/server/caching.md');
    assert.match(
      caching,
      new RegExp(
        `Replaces the status code tRPC would have sent\\. On an adapter's \`responseMeta\`: ${kept.source}`,
        'i',
      ),
    );
    assert.match(
      caching,
      /A `status` you return wins over the status tRPC computed, even for errors \(on an adapter, not over a status other than `200` already set on the response object: see the table above\)\./,
    );
    assert.match(pageText('versioned_docs/version-9.x/further/rpc.md'), kept);

    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const handler = createHTTPHandler({
      router,
      createContext: ({ res }) => ({ setStatus: (status: number) => void (res.statusCode = status) }),
      responseMeta,
    });
    const standalone = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );

    const fastify = (v9('fastify') as typeof Fastify)();
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as {
      fastifyTRPCPlugin: FastifyPluginCallback<{ prefix: string; trpcOptions: object }>;
    };
    await fastify.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router,
        createContext: ({ res }: { res: { statusCode: number } }) => ({
          setStatus: (status: number) => void (res.statusCode = status),
        }),
        responseMeta,
      },
    });
    t.after(() => void fastify.close());
    await within(5000, 'Fastify listening', fastify.listen({ port: 0, host: '127.0.0.1' }));
    const viaFastify = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}/trpc`;

    for (const base of [standalone, viaFastify]) {
      const status = async (path: string) => (await within(5000, `GET ${path}`, fetch(`${base}/${path}`))).status;
      assert.equal(await status('plain'), 203, `responseMeta's status is sent (${base})`);
      assert.equal(await status('teapot'), 418, `the status set on the response is kept (${base})`);
    }
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/mutations.md',
  "react-query 3's reset() clears data, error and variables and returns to idle, as the 10.x page now says of React Query 4 (noticed-list-react)",
  async (t) => {
    const text = pageText('versioned_docs/version-9.x/reactjs/mutations.md');
    assert.match(text, /\| `reset\(\)` \| Clears `data`, `error` and `variables` and goes back to `'idle'`\. \|/);
    assert.doesNotMatch(text, /Clears `data` and `error` and goes back/);

    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { MutationObserver, setLogger } = v9('react-query') as typeof ReactQueryV9;
    // react-query 3 logs a failed mutation through a global logger: quiet here, the console again after
    setLogger({ log: () => {}, warn: () => {}, error: () => {} });
    t.after(() => setLogger(console));
    const echo = trpc.router().mutation('add', {
      input: (raw: unknown) => String(raw),
      resolve: ({ input }) => {
        if (input === 'fail') throw new trpc.TRPCError({ code: 'BAD_REQUEST' });
        return `added ${input}`;
      },
    });
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const handler = createHTTPHandler({ router: echo, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCClient<typeof echo>({ url });
    const queryClient = queryClientFor(t);
    const observer = new MutationObserver<string, unknown, string>(queryClient, {
      mutationFn: (input) => client.mutation('add', input),
      retry: false,
    });
    t.after(observer.subscribe(() => {}));
    await expectResetAfterSuccessAndFailure(observer, 'added one');
  },
);
