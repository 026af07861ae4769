/**
 * Independent audit CT (bench/audit-independent-2026-11-30ct.md): the behaviour behind its correction of the FAQ's
 * "Badly formatted response from server" bullet, against @trpc/* 10.12.0 with superjson 1.13.3 and devalue 4.3.3
 * (src/samples/v10), and of the 9.x error-handling page's `onError` `type` row against @trpc/server 9.27.4
 * (src/samples/v9). Each server listens on 127.0.0.1 at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ct.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type SuperJSON from '../../src/samples/v10/node_modules/superjson';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, rejection, v10, v9 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;

fact(
  'docs/further/faq.md',
  "an `error` that is an object with a numeric `code` is not 'Badly formatted': it passes as an ordinary error with its message; a string `error` is 'Badly formatted'",
  async (t) => {
    const bodies: Record<string, string> = {
      '/object': '{"error":{"code":404,"message":"Not Found"}}',
      '/string': '{"error":"Internal Server Error"}',
    };
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(bodies[(req.url ?? '').split('?')[0] ?? ''] ?? '{}');
    });
    const base = await listenOnLoopback(t, server);
    // Plain JSON answers, not a tRPC router: the client is untyped here.
    const client = createTRPCProxyClient({ links: [httpLink({ url: base })] }) as unknown as Record<
      string,
      { query: () => Promise<unknown> }
    >;

    const fromObject = (await rejection(client.object.query())) as InstanceType<typeof TRPCClient.TRPCClientError>;
    assert.equal(fromObject.name, 'TRPCClientError');
    assert.equal(fromObject.message, 'Not Found');
    assert.equal(fromObject.data, undefined);
    const fromString = (await rejection(client.string.query())) as Error;
    assert.equal(fromString.message, 'Badly formatted response from server');
  },
);

fact(
  'docs/further/faq.md',
  "a one-sided transformer does not always give 'Badly formatted' for an error: superjson on either side does, devalue on the client only gives 'Unable to transform response from server'",
  async (t) => {
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const superjson = (v10('superjson') as { default: typeof SuperJSON }).default;
    // devalue's declarations are an ambient `declare module`, which a path import cannot name.
    const devalue = v10('devalue') as { stringify: (value: unknown) => string; parse: (text: string) => unknown };
    /** The Data Transformers page's combined transformer: superjson for inputs, devalue for outputs. */
    const combined = {
      input: superjson,
      output: {
        serialize: (object: unknown) => devalue.stringify(object),
        deserialize: (serialized: string) => devalue.parse(serialized),
      },
    };
    const routerFor = (transformer?: typeof superjson) => {
      const trpc = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
      return trpc.router({
        fails: trpc.procedure.query(() => {
          throw new TRPCError({ code: 'NOT_FOUND' });
        }),
      });
    };
    const serve = async (router: ReturnType<typeof routerFor>) => {
      const handler = createHTTPHandler({ router });
      return listenOnLoopback(
        t,
        http.createServer((req, res) => void handler(req, res)),
      );
    };
    const plain = await serve(routerFor());
    const withSuperjson = await serve(routerFor(superjson));
    /** The message the call `fails` rejects with, for a client on `url` with `transformer`. */
    const messageOf = async (url: string, transformer?: unknown) => {
      // The types refuse a transformer the router does not have: the mismatch is the point, hence the cast.
      const client = createTRPCProxyClient<ReturnType<typeof routerFor>>({
        links: [httpLink({ url })],
        ...(transformer ? { transformer } : {}),
      } as never);
      return ((await rejection(client.fails.query())) as Error).message;
    };

    assert.equal(await messageOf(withSuperjson), 'Badly formatted response from server');
    assert.equal(await messageOf(plain, superjson), 'Badly formatted response from server');
    assert.equal(await messageOf(plain, combined), 'Unable to transform response from server');
  },
);

fact(
  'versioned_docs/version-9.x/server/error-handling.md',
  "onError's `type` is 'subscription' for a PATCH request and 'unknown' for PUT, DELETE and OPTIONS, all refused with METHOD_NOT_SUPPORTED",
  async (t) => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const seen: string[] = [];
    const handler = createHTTPHandler({
      router,
      onError: ({ type, error }) => void seen.push(`${type} ${error.code}`),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    for (const method of ['PATCH', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${base}/hello`, { method });
      assert.equal(response.status, 405, method);
    }
    assert.deepEqual(seen, [
      'subscription METHOD_NOT_SUPPORTED',
      'unknown METHOD_NOT_SUPPORTED',
      'unknown METHOD_NOT_SUPPORTED',
      'unknown METHOD_NOT_SUPPORTED',
    ]);
  },
);
