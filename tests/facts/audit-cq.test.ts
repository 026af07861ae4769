/**
 * Independent audit CQ (bench/audit-independent-2026-11-30cq.md): drawn sentences of the 10.x and 9.x docs and a
 * census of the latest fixes. Each fact runs @trpc/* 9.27.4 from src/samples/v9: its package metadata, the
 * TypeScript compiler on a small client, or the standalone adapter on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/audit-cq.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9 } from './facts';
import { checkOptions, lineOf, virtualProgram } from './virtualProgram';

const repo = path.resolve(__dirname, '../..');
const packagesV9 = path.join(repo, 'src/samples/v9/node_modules');

function readPage(page: string): string {
  return fs.readFileSync(path.join(repo, page), 'utf8');
}

function manifest(name: string): { peerDependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(packagesV9, name, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
  };
}

/** The module names a built file loads with `require()` or `import ... from`. */
function loadedModules(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/require\('([^']+)'\)|from '([^']+)'/g)].map((m) => m[1] ?? m[2]);
}

fact(
  'versioned_docs/version-9.x/main/example-apps.md',
  'v9 code is tied to @trpc/* 9.27.4 and react-query 3, but not to a Next.js major: @trpc/next 9.27.4 accepts any `next` and its code loads nothing from it',
  () => {
    assert.equal(manifest('@trpc/client').peerDependencies?.['@trpc/server'], '9.27.4');
    assert.equal(manifest('@trpc/react').peerDependencies?.['react-query'], '^3.37.0');
    assert.equal(manifest('@trpc/next').peerDependencies?.next, '*');
    const nextDist = path.join(packagesV9, '@trpc/next/dist');
    const built = fs.readdirSync(nextDist).filter((name) => name.endsWith('.js'));
    assert.ok(built.length > 0);
    for (const name of built) {
      const fromNext = loadedModules(path.join(nextDist, name)).filter((m) => m === 'next' || m.startsWith('next/'));
      assert.deepEqual(fromNext, [], `${name} loads ${fromNext.join(', ')}`);
    }
    // The page's tip names only what v9 code really cannot run on.
    const tip = readPage('versioned_docs/version-9.x/main/example-apps.md')
      .split('\n')
      .find((line) => line.includes('will not work with v9 code'));
    assert.ok(tip, 'the tip about newer major versions');
    assert.doesNotMatch(tip, /Next\.js will not work/);
  },
);

/** A v9 router before and after a change to one output field, and two callers. */
function serverFile(field: 'title' | 'heading'): string {
  return `import * as trpc from '@trpc/server';
import { z } from 'zod';
export const appRouter = trpc.router().query('post.byId', {
  input: z.object({ id: z.string() }),
  resolve: ({ input }) => ({ id: input.id, ${field}: 'Hello' }),
});
export type AppRouter = typeof appRouter;
`;
}
const clientFile = `import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from './server';
const client = createTRPCClient<AppRouter>({ url: 'http://localhost:3000/trpc' });
export async function postLink() {
  const post = await client.query('post.byId', { id: '1' });
  return '/posts/' + post.id;
}
export async function postTitle() {
  const post = await client.query('post.byId', { id: '1' });
  return post.title;
}
`;

/** The diagnostics of the two files, as "file:line". */
function diagnostics(files: Record<string, string>): string[] {
  const options = checkOptions(packagesV9, ['@trpc/server', '@trpc/client', 'zod'], {
    target: ts.ScriptTarget.ES2020,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  });
  return ts
    .getPreEmitDiagnostics(virtualProgram('audit-cq', files, options))
    .map((d) => `${path.basename(d.file?.fileName ?? '?')}:${lineOf(d)}`);
}

fact(
  'versioned_docs/version-9.x/further/further-reading.md',
  'a change to a procedure shows up as a type error only at the calls it breaks: renaming an output field fails the caller that reads it, not one that reads another field',
  () => {
    assert.deepEqual(diagnostics({ 'server.ts': serverFile('title'), 'client.ts': clientFile }), []);
    // Only `postTitle` (line 10 of client.ts) reads the renamed field.
    assert.deepEqual(diagnostics({ 'server.ts': serverFile('heading'), 'client.ts': clientFile }), ['client.ts:10']);
  },
);

fact(
  'versioned_docs/version-9.x/server/context.md',
  'what reaches the client is not always what the resolver returned: a v9 middleware that returns other data replaces it, with no output validator',
  async (t) => {
    const trpc = v9('@trpc/server') as typeof TRPCServerV9;
    const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const router = trpc
      .router()
      .middleware(async ({ next }) => {
        const result = await next();
        return result.ok ? { ...result, data: { name: 'Ada' } } : result;
      })
      .query('me', { resolve: () => ({ name: 'Ada', passwordHash: 'secret' }) });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const body = (await (await fetch(`${base}/me`)).json()) as { result: { data: unknown } };
    assert.deepEqual(body.result.data, { name: 'Ada' });
    // The page no longer says that only an output validator can keep a field from the client.
    const page = readPage('versioned_docs/version-9.x/server/context.md');
    assert.doesNotMatch(page, /except the fields that an \[output validator\]/);
    assert.doesNotMatch(
      readPage('versioned_docs/version-9.x/further/further-reading.md'),
      /Each procedure returns what its resolver returns/,
    );
  },
);
