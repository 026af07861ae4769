/**
 * Independent audit AZ (bench/audit-independent-2026-11-29az.md) of the two blog posts: the true behaviour
 * behind its corrections, against @trpc/* 10.12.0 (src/samples/v10) and, for the string paths of the v9
 * API, 9.27.4 (src/samples/v9). The posts' own code runs where they show it. One server, started by the
 * first fact that needs it, serves the introducing post's router under /intro and the announcement's
 * interop router under /announce.
 *
 *   timeout 60 node --import tsx --test tests/facts/audit-az.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { createTRPCClient as CreateTRPCClient, httpBatchLink as HttpBatchLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { createHTTPHandler as CreateHTTPHandler } from '@trpc/server/adapters/standalone';
import ts from 'typescript';
import { fact, servePrefixed, v10 } from './facts';
import { pageBlock, runPageCode } from './pageCode';

const INTRO = 'blog/2021-05-05-introducing-trpc.md';
const ANNOUNCE = 'blog/2022-11-21-announcing-trpc-10.md';
const samples = path.resolve(__dirname, '../../src/samples');

const { createTRPCClient, httpBatchLink } = v10('@trpc/client') as {
  createTRPCClient: typeof CreateTRPCClient;
  httpBatchLink: typeof HttpBatchLink;
};

let origin: Promise<string> | undefined;
/** The file's one server: the introducing post's `appRouter` at /intro, the announcement's interop one at /announce. */
function serve(): Promise<string> {
  origin ??= (async () => {
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as {
      createHTTPHandler: typeof CreateHTTPHandler;
    };
    const routers = {
      intro: runPageCode<{ appRouter: AnyRouter }>(
        INTRO,
        ['appRouter'],
        {},
        { title: 'server.ts', section: 'A tiny server' },
      ).appRouter,
      announce: runPageCode<{ appRouter: AnyRouter }>(
        ANNOUNCE,
        ['appRouter'],
        {},
        { title: 'server.ts', section: 'Migrate one router at a time' },
      ).appRouter,
    };
    const handlers = new Map(
      Object.entries(routers).map(([prefix, router]) => [prefix, createHTTPHandler({ router })] as const),
    );
    return servePrefixed(handlers);
  })();
  return origin;
}

fact(
  INTRO,
  'the server validates the input of every procedure that has a schema (BAD_REQUEST); serverTime, without .input(), ignores any input that parses as JSON',
  async () => {
    const base = `${await serve()}/intro`;
    const input = encodeURIComponent(JSON.stringify({ name: 42 }));
    const checked = await fetch(`${base}/greet?input=${input}`);
    assert.equal(checked.status, 400);
    const { error } = (await checked.json()) as { error: { data: { code: string } } };
    assert.equal(error.data.code, 'BAD_REQUEST');
    const unchecked = await fetch(`${base}/serverTime?input=${input}`);
    assert.equal(unchecked.status, 200, 'a procedure without .input() ignores what it is sent');
    const { result } = (await unchecked.json()) as { result: { data: { iso: string } } };
    assert.match(result.data.iso, /^\d{4}-\d\d-\d\dT/);
  },
);

fact(
  ANNOUNCE,
  'existing query and mutation calls keep working with the v9-style client of @trpc/client 10, which takes links, not url (with url it throws)',
  async () => {
    assert.throws(
      // @ts-expect-error -- v10's createTRPCClient has no url option (TS2353)
      () => createTRPCClient<AnyRouter>({ url: 'http://127.0.0.1:1' }),
      (error: unknown) => error instanceof TypeError && /reading 'map'/.test(error.message),
    );
    const legacyClient = createTRPCClient<AnyRouter>({
      links: [httpBatchLink({ url: `${await serve()}/announce` })],
    });
    assert.equal(await legacyClient.query('legacy.hello', 'you'), 'hello you');
  },
);

/** Shared by the fact's two language services, so the TypeScript libraries are parsed once. */
const documents = ts.createDocumentRegistry();

/** The places that renaming the symbol or string at `needle` in `file` changes, as "file:line". */
function renameLocations(files: Record<string, string>, file: string, needle: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => Object.keys(files),
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = files[name] ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => samples,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => name in files || ts.sys.fileExists(name),
    readFile: (name) => files[name] ?? ts.sys.readFile(name),
    directoryExists: (name) => Object.keys(files).some((f) => f.startsWith(name)) || ts.sys.directoryExists(name),
    getDirectories: (name) => ts.sys.getDirectories(name),
  };
  const service = ts.createLanguageService(host, documents);
  const position = files[file].indexOf(needle);
  assert.ok(position >= 0, `${needle} in ${file}`);
  assert.ok(service.getRenameInfo(file, position + 1, {}).canRename, `rename of ${needle} in ${path.basename(file)}`);
  return (service.findRenameLocations(file, position + 1, false, false, {}) ?? []).map((location) => {
    const line = files[location.fileName].slice(0, location.textSpan.start).split('\n').length;
    return `${path.basename(location.fileName)}:${line}`;
  });
}

fact(
  ANNOUNCE,
  "renaming a procedure with the editor's rename command updates the call sites (TypeScript 5.9), and so does renaming a v9 string path",
  () => {
    // The post's own server.ts and client.ts, in a folder of the 10.x package set
    const v10Dir = path.join(samples, 'v10', 'audit-az.virtual');
    const section = 'A nicer way to write and call procedures';
    const post = {
      [path.join(v10Dir, 'server.ts')]: pageBlock(ANNOUNCE, { title: 'server.ts', section }).code,
      [path.join(v10Dir, 'client.ts')]: pageBlock(ANNOUNCE, { title: 'client.ts', section }).code,
    };
    const proxy = renameLocations(post, path.join(v10Dir, 'server.ts'), 'byId');
    assert.deepEqual(proxy.sort(), ['client.ts:8', 'server.ts:12']);

    // The same procedure in the v9 API: a string path, called by the client and by the React hooks
    const v9Dir = path.join(samples, 'v9', 'audit-az.virtual');
    const server = path.join(v9Dir, 'server.ts');
    const v9Files = {
      [server]: `import * as trpc from '@trpc/server';
import { z } from 'zod';
export const appRouter = trpc.router().query('user.byId', {
  input: z.object({ id: z.string() }),
  resolve: ({ input }) => ({ id: input.id, name: 'Grace' }),
});
export type AppRouter = typeof appRouter;
`,
      [path.join(v9Dir, 'client.ts')]: `import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from './server';
const client = createTRPCClient<AppRouter>({ url: 'http://localhost:2021' });
export const user = client.query('user.byId', { id: '42' });
`,
      [path.join(v9Dir, 'hooks.tsx')]: `import { createReactQueryHooks } from '@trpc/react';
import type { AppRouter } from './server';
const trpc = createReactQueryHooks<AppRouter>();
export const useUser = () => trpc.useQuery(['user.byId', { id: '42' }]);
`,
    };
    const strings = renameLocations(v9Files, server, 'user.byId');
    assert.deepEqual(strings.sort(), ['client.ts:4', 'hooks.tsx:4', 'server.ts:3']);
  },
);
