/**
 * Independent audit DL (bench/audit-independent-2026-11-30dl.md): a random draw of the docs' sentences (positions
 * 2,881-3,200). The facts pin the two sentences the audit corrected: one runs @trpc/react-query 10.12.0 from
 * src/samples/v10, the other reads the page against the trpc/trpc examples at the tag v10.12.0.
 *
 *   node --import tsx --test tests/facts/audit-dl.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import { fact, v10 } from './facts';
import { echoReactWithOverride, echoRouter } from './echoRouter';
import { renderInProviders } from './v10-react';

const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

fact(
  'docs/reactjs/introduction.md',
  'unstable_overrides.useMutation.onSuccess wraps the onSuccess of every useMutation, not of every mutation: a mutate() through useContext().client or the client passed to Provider does not call it',
  async () => {
    const overridden: string[] = [];
    const { trpc, client } = echoReactWithOverride(overridden);
    let viaHook: ((input: string) => Promise<unknown>) | undefined;
    let utils: ReturnType<typeof trpc.useContext> | undefined;
    renderInProviders(trpc, client, new QueryClient(), () => {
      viaHook = trpc.add.useMutation().mutateAsync;
      utils = trpc.useContext();
      return null;
    });
    assert.ok(viaHook && utils, 'the component should have rendered');
    assert.equal(await echoRouter.createCaller({}).add('a'), 'a', 'the echo link answers as the procedure does');
    assert.equal(await viaHook('a'), 'a');
    assert.deepEqual(overridden, ['override'], 'a useMutation() call goes through the override');
    assert.equal(await utils.client.add.mutate('b'), 'b');
    // the client passed to Provider, typed loosely: this fact is about the override, not the client's types
    const untyped = client as unknown as { mutation(path: string, input: unknown): Promise<unknown> };
    assert.equal(await untyped.mutation('add', 'c'), 'c');
    assert.deepEqual(overridden, ['override'], 'mutations made without useMutation() skip it');

    const page = readPage('docs/reactjs/introduction.md');
    assert.match(page, /Wrap the `onSuccess` of every `useMutation`/);
    assert.doesNotMatch(page, /Wrap the `onSuccess` of every mutation/);
  },
);

fact(
  'docs/main/example-apps.md',
  "an example is run with the scripts of its package.json: not every example's README lists scripts",
  () => {
    // At the tag v10.12.0 of trpc/trpc, examples/standalone-server/README.md, examples/express-server/README.md and
    // examples/cloudflare-workers/README.md name no script and no install command, while each of the eleven
    // examples in the page's table has a `scripts` block in its package.json (all but lambda-api-gateway with a
    // `dev` script). The page must not send readers to scripts "listed in that example's README".
    const page = readPage('docs/main/example-apps.md');
    assert.doesNotMatch(page, /scripts listed in that example's README/);
    assert.match(page, /run the example with the scripts in its `package\.json`/);
  },
);
