/**
 * Independent audit DP (bench/audit-independent-2026-11-30dp.md): a random draw of the docs' sentences (positions
 * 3,201-3,520) and a census of the latest fixes on the FAQ and useInfiniteQuery pages. The facts pin the two
 * sentences the audit corrected: one runs @trpc/react-query 10.12.0 from src/samples/v10, the other runs the 9.x
 * quick start's own router with @trpc/server 9.27.4 from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/audit-dp.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, v10 } from './facts';
import { runPageCode } from './pageCode';
import { echoReactWithOverride, echoRouter, type EchoRouter } from './echoRouter';
import { renderInProviders } from './v10-react';

const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

type Router = EchoRouter;

fact(
  'docs/further/faq.md',
  'unstable_overrides.useMutation.onSuccess is the only override in 10.12, and it runs after a successful useMutation call only: a failed one does not call it',
  async () => {
    const overridden: string[] = [];
    // React Query logs a failed mutation; this one fails on purpose
    const quiet = { log: () => {}, warn: () => {}, error: () => {} };
    const { trpc, client } = echoReactWithOverride(overridden);
    let mutateAsync: ((input: string) => Promise<unknown>) | undefined;
    renderInProviders(
      trpc,
      client,
      new QueryClient({ logger: quiet, defaultOptions: { mutations: { retry: false } } }),
      () => {
        mutateAsync = trpc.add.useMutation().mutateAsync;
        return null;
      },
    );
    assert.ok(mutateAsync, 'the component should have rendered');
    await assert.rejects(mutateAsync('fail'), { message: 'fail' });
    assert.deepEqual(overridden, [], 'a failed useMutation call does not reach the override');
    assert.equal(await echoRouter.createCaller({}).add('ok'), 'ok', 'the link answers as the procedure does');
    assert.equal(await mutateAsync('ok'), 'ok');
    assert.deepEqual(overridden, ['override'], 'a successful one does');

    // The option's type has no other hook and no other callback than useMutation.onSuccess
    type Overrides = NonNullable<Parameters<typeof TRPCReact.createTRPCReact<Router>>[0]>['unstable_overrides'];
    const hooks: Record<keyof NonNullable<Overrides>, true> = { useMutation: true };
    const callbacks: Record<keyof NonNullable<NonNullable<Overrides>['useMutation']>, true> = { onSuccess: true };
    assert.deepEqual(Object.keys(hooks), ['useMutation']);
    assert.deepEqual(Object.keys(callbacks), ['onSuccess']);

    const page = readPage('docs/further/faq.md');
    const row = page.split('\n').find((line) => line.startsWith('| `unstable_overrides` |'));
    assert.ok(row, 'the FAQ lists unstable_overrides');
    assert.match(row, /wrap the `onSuccess` of every `useMutation`/);
    assert.doesNotMatch(row, /what happens after every/);
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  "the quick start's router has two queries (hello, todo.list) and one mutation (todo.add), as its introduction says",
  () => {
    const page = 'versioned_docs/version-9.x/main/quickstart.md';
    const { appRouter } = runPageCode<{ appRouter: TRPCServerV9.AnyRouter }>(
      page,
      ['appRouter'],
      {},
      { title: 'server.ts' },
    );
    assert.deepEqual(Object.keys(appRouter._def.queries as Record<string, unknown>).sort(), ['hello', 'todo.list']);
    assert.deepEqual(Object.keys(appRouter._def.mutations as Record<string, unknown>), ['todo.add']);

    const text = readPage(page);
    assert.match(text, /a router with two queries and one mutation/);
    assert.doesNotMatch(text, /a router with one query and one mutation/);
  },
);
