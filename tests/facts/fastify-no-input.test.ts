/**
 * A mutation without input, sent by `httpLink` without a transformer, behind the Fastify adapter (noticed by audit AJ,
 * bench/audit-independent-2026-11-29aj.md, tests/facts/README.md). The link sends no body with
 * `content-type: application/json`; the plugin's own JSON parser hands the adapter `''`, which `body ?? 'null'` keeps,
 * so the procedure never runs. `httpBatchLink` always sends an object. (10.12.0's plugin on Fastify 4 runs the same call.)
 * One Fastify 3 server, closed when the file's tests end.
 *
 *   node --import tsx --test tests/facts/fastify-no-input.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpBatchLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpBatchLink';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type Fastify3 from '../../src/samples/v9/node_modules/fastify';
import { fact, fileScope, rejection, v9, within } from './facts';

type Plugin = (instance: unknown, opts: unknown, done: (error?: Error) => void) => void;

/** Starts `app` on 127.0.0.1 and closes it with the file. */
async function listen(app: ReturnType<typeof Fastify3>): Promise<string> {
  fileScope.after(() => void app.close());
  await within(5000, 'listening Fastify server', app.listen(0, '127.0.0.1'));
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/trpc`;
}

fact(
  'versioned_docs/version-9.x/client/links.md and versioned_docs/version-9.x/server/fastify.md',
  'behind Fastify, a mutation without input sent by httpLink without a transformer fails with PARSE_ERROR, and the same call through httpBatchLink succeeds',
  async () => {
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as { fastifyTRPCPlugin: Plugin };
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;
    const { httpBatchLink } = v9('@trpc/client/links/httpBatchLink') as typeof HttpBatchLinkV9;
    let ran = 0;
    const router = trpc.router().mutation('ping', { resolve: () => ++ran });
    const app = (v9('fastify') as typeof Fastify3)();
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    const url = await listen(app);
    const single = createTRPCClient<typeof router>({ links: [httpLink({ url })] });
    const error = (await rejection(single.mutation('ping'))) as { data?: { code?: string } };
    assert.equal(error.data?.code, 'PARSE_ERROR');
    assert.equal(ran, 0);
    const batched = createTRPCClient<typeof router>({ links: [httpBatchLink({ url })] });
    assert.equal(await batched.mutation('ping'), 1);
  },
);
