/**
 * Independent audit V (bench/audit-independent-2026-11-29v.md, tests/facts/README.md): universal claims drawn at
 * random from the docs and the blog that the audit found wider than the installed packages, pinned as corrected.
 * The validator fact is also a type behaviour: `npm run typecheck` compiles its `@ts-expect-error` line.
 *
 *   node --import tsx --test tests/facts/audit-v.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Superstruct from '../../src/samples/v10/node_modules/superstruct';
import type * as Yup from '../../src/samples/v10/node_modules/yup';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, v10 } from './facts';

fact(
  'docs/main/quickstart.mdx',
  '.input() takes Zod, Yup, Superstruct and a plain function, but not every validator: a schema with only a validate() method fails the types and, at run time, building the procedure throws "Could not find a validator fn"; wrapped in a function it works',
  async () => {
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { z } = v10('zod') as typeof Zod;
    const yup = v10('yup') as typeof Yup;
    const { object, string } = v10('superstruct') as typeof Superstruct;
    const t = initTRPC.create();
    const validateOnly = {
      validate: (value: unknown) => (typeof value === 'string' ? { value } : { error: new Error('not a string') }),
    };
    // @ts-expect-error a schema with only validate() is none of the parser shapes .input() accepts
    assert.throws(() => t.procedure.input(validateOnly), /Could not find a validator fn/);
    const wrapped = (value: unknown): string => {
      const result = validateOnly.validate(value);
      if (result.error) throw result.error;
      return result.value;
    };
    const router = t.router({
      zod: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => input.name),
      yup: t.procedure.input(yup.object({ name: yup.string().required() })).query(({ input }) => input.name),
      superstruct: t.procedure.input(object({ name: string() })).query(({ input }) => input.name),
      fn: t.procedure.input(wrapped).query(({ input }) => input),
    });
    const caller = router.createCaller({});
    assert.deepEqual(
      await Promise.all([
        caller.zod({ name: 'z' }),
        caller.yup({ name: 'y' }),
        caller.superstruct({ name: 's' }),
        caller.fn('f'),
      ]),
      ['z', 'y', 's', 'f'],
    );
  },
);

/** Next.js's own matcher of page and API routes, from the v10 set's Next.js (13.5). */
interface NextRouteUtils {
  getRouteRegex: (route: string) => { groups: Record<string, { pos: number; repeat: boolean; optional: boolean }> };
  getRouteMatcher: (regex: unknown) => (pathname: string) => false | Record<string, string | string[]>;
}

fact(
  'docs/server/api-handler.md',
  'pages/api/trpc/[trpc].ts is a dynamic API route, not a catch-all: Next.js gives it one path segment as the string `trpc`, which holds a whole batch path; [...trpc].ts is the catch-all, whose `trpc` is an array of segments',
  () => {
    const { getRouteRegex } = v10('next/dist/shared/lib/router/utils/route-regex') as NextRouteUtils;
    const { getRouteMatcher } = v10('next/dist/shared/lib/router/utils/route-matcher') as NextRouteUtils;
    const dynamic = getRouteRegex('/api/trpc/[trpc]');
    assert.deepEqual(dynamic.groups.trpc, { pos: 1, repeat: false, optional: false });
    const matchDynamic = getRouteMatcher(dynamic);
    assert.deepEqual(matchDynamic('/api/trpc/post.byId,post.list'), { trpc: 'post.byId,post.list' });
    assert.equal(matchDynamic('/api/trpc/post/byId'), false, 'a dynamic segment matches one segment only');
    const catchAll = getRouteRegex('/api/trpc/[...trpc]');
    assert.equal(catchAll.groups.trpc?.repeat, true, 'Next.js marks [...trpc] as repeating: the catch-all');
    assert.deepEqual(getRouteMatcher(catchAll)('/api/trpc/post/byId'), { trpc: ['post', 'byId'] });
  },
);
