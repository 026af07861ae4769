/**
 * Noticed by audit MB (bench/audit-independent-2026-12-01mb.md): a 9.x link chain whose last link calls `next()`.
 * Runs @trpc/client 9.27.4 from src/samples/v9; no server is needed, as no link sends anything.
 *
 *   node --import tsx --test tests/facts/noticed-mb.test.ts
 */
import assert from 'node:assert/strict';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as LoggerLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/loggerLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, pageText, v9 } from './facts';

const PAGE = 'versioned_docs/version-9.x/client/links.md';

fact(
  PAGE,
  'a last link that calls next() at once makes the call throw as it starts; one that calls it later throws an uncaught TypeError and the call never settles',
  async (t) => {
    assert.match(
      pageText(PAGE),
      /With `loggerLink`, which calls it at once, the call throws as it starts; a link of your own that calls `next\(\)` later \(after a timer or an awaited promise\) throws where nothing catches it, and the call never settles\./,
    );
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { loggerLink } = v9('./node_modules/@trpc/client/links/loggerLink') as typeof LoggerLinkV9;
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const router = trpc.router().query('a', { resolve: () => 'a' });
    void router;

    const logged = createTRPCClient<typeof router>({ links: [loggerLink({ logger: () => {} })] });
    assert.throws(() => logged.query('a'), { name: 'TypeError', message: 'link is not a function' });

    // The test runner would count an uncaught exception against this test: catch it here, and put the
    // runner's listeners back afterwards.
    const uncaught: Error[] = [];
    const listeners = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    const record = (error: Error) => void uncaught.push(error);
    process.on('uncaughtException', record);
    t.after(() => {
      process.removeListener('uncaughtException', record);
      for (const listener of listeners) process.on('uncaughtException', listener);
    });
    const later: ClientV9.TRPCLink<typeof router> =
      () =>
      ({ op, next, prev }) =>
        void setTimeout(() => next(op, prev), 10);
    const client = createTRPCClient<typeof router>({ links: [later] });
    const outcome = await Promise.race([
      client.query('a').then(
        () => 'fulfilled',
        () => 'rejected',
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('unsettled'), 300)),
    ]);
    assert.equal(outcome, 'unsettled');
    assert.equal(uncaught.length, 1);
    assert.equal(uncaught[0]?.name, 'TypeError');
    assert.equal(uncaught[0]?.message, 'link is not a function');
  },
);
