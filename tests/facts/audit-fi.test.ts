/**
 * Independent audit FI (bench/audit-independent-2026-11-30fi.md): a random draw of the docs' sentences and a census
 * of the latest fixes on the 10.x useInfiniteQuery page and the 9.x Fastify page. The first fact's type half is
 * checked by `npx tsc -p tsconfig.json` (@trpc/react-query 10.12.0 from src/samples/v10); the second runs Fastify 3 and
 * @fastify/websocket 5 with @trpc/server 9.27.4 from src/samples/v9 on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-fi.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer10 from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10, v9 } from './facts';

const root = path.join(__dirname, '../..');
const read = (page: string): string => readFileSync(path.join(root, page), 'utf8');

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer10;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
const cursorRouter = t.router({
  /** A cursor the schema requires: it does not accept a missing (optional) cursor. */
  required: t.procedure.input(z.object({ limit: z.number(), cursor: z.number() })).query(() => []),
  /** Fields but no cursor: the hook is not offered. */
  noCursor: t.procedure.input(z.object({ limit: z.number() })).query(() => []),
});
type CursorHooks = ReturnType<typeof TRPCReact.createTRPCReact<typeof cursorRouter>>;

/** `'yes'` when the hooks of procedure `K` include `useInfiniteQuery`. */
type HasInfinite<K extends keyof CursorHooks> = 'useInfiniteQuery' extends keyof CursorHooks[K] ? 'yes' : 'no';

/** Never called: `tsc` checks that a required `cursor` gets the hook, and an input without `cursor` does not. */
export function requiredCursorGetsTheHook(): [HasInfinite<'required'>, HasInfinite<'noCursor'>] {
  return ['yes', 'no'];
}

fact(
  'docs/reactjs/useInfiniteQuery.md',
  'the hook is offered when the input type fits `{ cursor?: any }`, a required cursor included (the type half is checked by tsc)',
  async () => {
    // The required cursor does not accept a missing one ...
    await assert.rejects(cursorRouter.createCaller({}).required({ limit: 1 } as never), { code: 'BAD_REQUEST' });
    // ... yet its procedure gets the hook (tsc, below), which the old sentence ruled out.
    const page = read('docs/reactjs/useInfiniteQuery.md');
    assert.doesNotMatch(page, /would accept an optional `cursor`/);
    assert.match(
      page,
      /The types only test that the input type fits `\{ cursor\?: any \}`, so a required `cursor` gets/,
    );
    assert.deepEqual(requiredCursorGetsTheHook(), ['yes', 'no']);
  },
);

interface FastifyApp {
  register(plugin: unknown, options?: unknown): Promise<unknown>;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  server: { address(): AddressInfo | string | null };
}
type FastifyFactory = () => FastifyApp & { register(plugin: unknown, options?: unknown): FastifyApp };

const trpc9 = v9('@trpc/server') as {
  router(): { query(path: string, def: { resolve: () => string }): unknown };
};
const { fastifyTRPCPlugin } = v9('@trpc/server/adapters/fastify') as { fastifyTRPCPlugin: unknown };
const fastify9 = v9('fastify') as FastifyFactory;
const websocket9 = v9('@fastify/websocket') as unknown;

/** Starts a v9 app with the WebSocket plugin, lets `register` add tRPC, and returns the status of `GET url`, or the error. */
async function startWithWebSockets(register: (app: FastifyApp) => Promise<unknown>, url: string): Promise<string> {
  const app = fastify9();
  try {
    await app.register(websocket9);
    await register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return `status ${response.status}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  } finally {
    await app.close().catch(() => undefined);
  }
}

fact(
  'versioned_docs/version-9.x/server/fastify.md',
  "with useWSS, a prefix on an enclosing plugin is enough; with no prefix at all Fastify refuses the plugin's WebSocket route",
  async () => {
    assert.match(
      read('versioned_docs/version-9.x/server/fastify.md'),
      /Needed with `useWSS` unless an enclosing plugin has a prefix: with none at all, Fastify refuses the plugin's WebSocket route \("The path could not be empty"\)/,
    );
    const router = trpc9.router().query('hi', { resolve: () => 'hi' });
    const options = { useWSS: true, trpcOptions: { router } };
    // The tRPC plugin without a prefix of its own, inside a plugin registered under /api: it starts and answers.
    assert.equal(
      await startWithWebSockets(
        (app) => app.register(async (api: FastifyApp) => api.register(fastifyTRPCPlugin, options), { prefix: '/api' }),
        '/api/hi',
      ),
      'status 200',
    );
    // No prefix anywhere: the WebSocket route is refused.
    assert.equal(
      await startWithWebSockets((app) => app.register(fastifyTRPCPlugin, options), '/hi'),
      'failed: The path could not be empty',
    );
  },
);
