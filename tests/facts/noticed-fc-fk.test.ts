/**
 * Edges the auditors FC, FJ and FK noticed on pages of theirs and left to the owner, pinned as the pages now say:
 * which edit of the quickstart's router turns every call red, when `isDev` leaves stack traces out, and the type of
 * a 9.x query's `data`. The type-level halves are compiled by `npm run typecheck` (their `@ts-expect-error` lines
 * fail it if the error goes away); the rest runs @trpc/* 10.12.0 and 9.27.4 from src/samples.
 *
 *   node --import tsx --test tests/facts/noticed-fc-fk.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, pageText, v10, v9 } from './facts';

const root = path.resolve(__dirname, '../..');

fact(
  'docs/main/quickstart.mdx',
  "making the quickstart's bookById take a string turns every call of it into a type error, the one already expected included",
  async () => {
    assert.match(
      pageText('docs/main/quickstart.mdx'),
      /Rename `bookById` on the server, or make it take a string, and the client above no longer compiles/,
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const { z } = v10('zod') as typeof Zod;
    const t = initTRPC.create();
    // The page's router with the edit: its input is a string now.
    const appRouter = t.router({ bookById: t.procedure.input(z.string()).query(() => null) });
    const client = createTRPCProxyClient<typeof appRouter>({
      links: [httpBatchLink({ url: 'http://127.0.0.1:9' })],
    });
    // Only typed: the page's calls, never sent.
    const pageCalls = () => [
      // @ts-expect-error a number no longer fits
      client.bookById.query(1),
      // @ts-expect-error nor in the batch of two
      client.bookById.query(2),
      // The page's expected error is gone: a directive here would be unused, and tsc says so.
      client.bookById.query('1'),
    ];
    assert.equal(typeof pageCalls, 'function');
    assert.equal(await appRouter.createCaller({}).bookById('1'), null);
  },
);

/** The `isDev` of a fresh `initTRPC.create()` in a process of its own, with `NODE_ENV` or `process` as given. */
function isDevWhere(setup: string): boolean {
  const server = JSON.stringify(path.join(root, 'src/samples/v10/node_modules/@trpc/server'));
  const script = `const { initTRPC } = require(${server}); ${setup}; console.log(JSON.stringify(initTRPC.create()._config.isDev));`;
  // Next.js's declarations make NODE_ENV required in ProcessEnv; the child gets none.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
  ) as NodeJS.ProcessEnv;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env })) as boolean;
}

fact(
  'docs/server/error-formatting.md',
  'isDev defaults to false only where NODE_ENV is production: with NODE_ENV unset, or no process at all, stack traces are sent',
  () => {
    assert.match(
      pageText('docs/server/error-formatting.md'),
      /With `NODE_ENV` set to `production` you don't need a formatter to strip stack traces; a runtime without `process\.env` \(an edge worker, say\) counts as development unless you pass `isDev: false`\./,
    );
    assert.equal(isDevWhere("process.env.NODE_ENV = 'production'"), false);
    assert.equal(isDevWhere(''), true, 'NODE_ENV unset');
    assert.equal(isDevWhere('Object.defineProperty(globalThis, "process", { value: undefined })'), true, 'no process');
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/queries.md',
  "a 9.x useQuery()'s data is the resolver's return type or undefined",
  async () => {
    assert.match(
      pageText('versioned_docs/version-9.x/reactjs/queries.md'),
      /`list\.data` is typed as the array returned by the resolver, or `undefined` while there is no data yet/,
    );
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const appRouter = trpc.router().query('book.list', { resolve: () => [{ id: 1, title: 'Kindred' }] });
    const hooks = createReactQueryHooks<typeof appRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => {
      const data: { id: number; title: string }[] | undefined = hooks.useQuery(['book.list']).data;
      // @ts-expect-error data may be undefined
      const array: { id: number; title: string }[] = hooks.useQuery(['book.list']).data;
      return [data, array];
    };
    assert.equal(typeof typed, 'function');
    assert.deepEqual(await appRouter.createCaller({}).query('book.list'), [{ id: 1, title: 'Kindred' }]);
  },
);
