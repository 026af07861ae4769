/**
 * Independent audit CM (bench/audit-independent-2026-11-30cm.md): a random draw of the docs' sentences and a census
 * of the latest fixes. The fact runs @trpc/server 9.27.4 from src/samples/v9 through a server-side caller, and its
 * `@ts-expect-error` is checked by `npm run typecheck`.
 *
 *   node --import tsx --test tests/facts/audit-cm.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const routerPage = 'versioned_docs/version-9.x/server/router.md';

fact(
  routerPage,
  'a plain-function input validator takes the raw input as `unknown`; an async one works too',
  async () => {
    const appRouter = trpc
      .router()
      .query('slug', {
        input: async (value: unknown) => {
          await Promise.resolve();
          if (typeof value !== 'string') throw new Error('Expected a string');
          return value;
        },
        resolve: ({ input }) => input.toUpperCase(),
      })
      .query('narrow', {
        // @ts-expect-error -- a function whose parameter is narrower than `unknown` is not accepted as `input`
        input: (value: string) => value,
        resolve: ({ input }) => input,
      });
    const caller = appRouter.createCaller({});
    assert.equal(await caller.query('slug', 'abc'), 'ABC');
    await assert.rejects(caller.query('slug', 1 as unknown as string), (error: unknown) => {
      assert.ok(error instanceof trpc.TRPCError);
      assert.equal(error.code, 'BAD_REQUEST');
      return true;
    });

    const markdown = fs.readFileSync(path.resolve(__dirname, '../..', routerPage), 'utf8');
    const section = markdown.slice(markdown.indexOf('### With a plain function'));
    const sentence = section.split('\n').find((line) => line.startsWith('Any function')) ?? '';
    assert.match(sentence, /takes the raw input as `unknown`/, `the page says: ${sentence}`);
  },
);
