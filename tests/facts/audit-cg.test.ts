/**
 * Independent audit CG (bench/audit-independent-2026-11-30cg.md): the claim it corrected, as the page now reads.
 * 9.x server/router.md said that a plain-function validator's return type becomes the input type; for an async
 * function the input is typed (and, at run time, is) what its promise resolves to, not the promise. The type
 * is checked by `npm run typecheck` (the `expectType` calls); the fact runs @trpc/server 9.27.4 from src/samples/v9.
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-cg.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;

/** True when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`: a type assertion checked by `npm run typecheck`. */
const expectType = <T extends true>(): T | undefined => undefined;

const ROUTER = 'versioned_docs/version-9.x/server/router.md';

fact(
  ROUTER,
  'a plain function used as `input` gives the input the type it returns, and for an async function the type its promise resolves to',
  async () => {
    function parseSlug(value: unknown): string {
      if (typeof value !== 'string') throw new Error('Expected a string');
      return value;
    }
    async function parseSlugAsync(value: unknown): Promise<string> {
      await Promise.resolve();
      return parseSlug(value);
    }
    const seen: unknown[] = [];
    const router = trpc
      .router()
      .query('sync', {
        input: parseSlug,
        resolve({ input }) {
          expectType<Equal<typeof input, string>>();
          seen.push(input);
          return input;
        },
      })
      .query('async', {
        input: parseSlugAsync,
        resolve({ input }) {
          // Not Promise<string>, the async validator's return type: the old sentence's reading.
          expectType<Equal<typeof input, string>>();
          seen.push(input);
          return input;
        },
      });
    const caller = router.createCaller({});
    assert.equal(await caller.query('sync', 'lemon-tart'), 'lemon-tart');
    const viaAsync = await caller.query('async', 'lemon-tart');
    expectType<Equal<typeof viaAsync, string>>();
    assert.equal(viaAsync, 'lemon-tart');
    assert.deepEqual(seen, ['lemon-tart', 'lemon-tart'], 'both resolvers get the string, not a promise');
  },
);
