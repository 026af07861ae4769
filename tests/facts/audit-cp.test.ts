/**
 * Independent audit CP (bench/audit-independent-2026-11-30cp.md): the two claims it corrected on 9.x pages, as
 * they now read. The `onError` row of reactjs/mutations.md is checked against @trpc/client 9.27.4 and react-query
 * 3.39.3 from src/samples/v9 (a request to a loopback port nothing listens on); the starter's history in
 * nextjs/starter-projects.md is checked on the page, with the evidence from the repository in a comment.
 *
 *   node --import tsx --test tests/facts/audit-cp.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as HttpLinkV9 from '../../src/samples/v9/node_modules/@trpc/client/links/httpLink';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ReactQueryV3 from '../../src/samples/v9/node_modules/react-query';
import { closedPort, fact, v9, within } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const v9Client = v9('./node_modules/@trpc/client') as typeof ClientV9;
const { httpLink } = v9('@trpc/client/links/httpLink') as typeof HttpLinkV9;

function readPage(page: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '../..', page), 'utf8');
}

const mutationsPage = 'versioned_docs/version-9.x/reactjs/mutations.md';

fact(
  mutationsPage,
  'onError also runs when the request fails and no procedure ran (a network error), with a TRPCClientError that carries no data',
  async (t) => {
    const { MutationObserver, QueryClient, setLogger } = v9('react-query') as typeof ReactQueryV3;
    // react-query 3 logs a mutation's error through a global logger; console is its default.
    const quiet = { log() {}, warn() {}, error() {} };
    setLogger(quiet);
    t.after(() => setLogger(console));

    const router = trpc.router().mutation('save', { resolve: () => 'saved' });
    assert.ok(router._def.mutations.save, 'a mutation the client would reach, were a server listening');
    const client = v9Client.createTRPCClient<typeof router>({
      links: [httpLink({ url: `http://127.0.0.1:${await closedPort()}` })],
    });
    const errors: unknown[] = [];
    const observer = new MutationObserver(new QueryClient(), {
      // What tRPC's useMutation hands react-query (createReactQueryHooks.tsx, useMutation)
      mutationFn: () => client.mutation('save'),
      onError: (error: unknown) => void errors.push(error),
    });
    await within(
      3000,
      'the mutation',
      observer.mutate().catch(() => undefined),
    );
    assert.equal(errors.length, 1);
    const [error] = errors as { name: string; data?: unknown; cause?: unknown }[];
    assert.equal(error?.name, 'TRPCClientError');
    assert.equal(error?.data, undefined, 'no procedure answered');
    assert.ok(error?.cause, 'the fetch failure is the cause');
    assert.equal(observer.getCurrentResult().status, 'error');

    const row = readPage(mutationsPage)
      .split('\n')
      .find((line) => line.startsWith('| `onError('));
    assert.match(row ?? '', /Runs when the call fails \(the request or the procedure\)/);
  },
);

const startersPage = 'versioned_docs/version-9.x/nextjs/starter-projects.md';

fact(
  startersPage,
  "the stand-alone starter's history is read by a commit's package.json, not by a date: its v9 commits alternate with v10 pre-releases until the one titled v9.27.2",
  () => {
    // In trpc/examples-next-prisma-starter, `git log --before=2022-11-01` lists ab69c93 (v10.0.0-rc.2) first and
    // 154 commits on v10 pre-releases before 88b2c5f (2022-08-24, titled `v9.27.2`, @trpc/* ^9.27.2 and
    // react-query ^3.39.2), the last commit on 9.x. From c38b354 (2022-01-20, ^10.0.0-alpha.1) to then, commits
    // on 9.x and on v10 alphas alternate, so no date separates them.
    const page = readPage(startersPage);
    assert.doesNotMatch(page, /--before=2022-11-01/);
    assert.match(page, /git log --grep='\^v9\.27\.2\$' --oneline/);
    const installed = v9('@trpc/server/package.json') as { version: string };
    // The commit's ^9.27.2 ranges are pinned to the release these pages document, as the page says above it.
    assert.equal(installed.version, '9.27.4');
    assert.match(page, /@trpc\/server@9\.27\.4/);
  },
);
