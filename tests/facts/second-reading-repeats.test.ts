/**
 * What the third part of the second reading (audits FB–FF) found at the edges of sentences on pages no auditor
 * changed, pinned as the pages now say: the symptoms of a client compiled without `strictNullChecks`, which
 * bodies `express.json()` refuses in front of tRPC, and the Fastify plugin's need of a `prefix` with `useWSS`. Runs
 * TypeScript's compiler, @trpc/* 10.12.0 with Express 4 and Fastify 4 (src/samples/v10), and 9.27.4 with Fastify 3
 * (src/samples/v9), on 127.0.0.1 (a port the OS picks).
 *
 *   node --import tsx --test tests/facts/second-reading-repeats.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import { serveBehindExpressJson } from './expressJsonApp';
import { fact, pageText, v10, within } from './facts';
import { checkOptions, virtualProgram } from './virtualProgram';

const root = path.resolve(__dirname, '../..');
const packages = path.join(root, 'src/samples/v10/node_modules');

/** A query with a required input field, and a client whose every line compiles under `strict`. */
const files: Record<string, string> = {
  'server.ts': `import { initTRPC } from '@trpc/server';
import { z } from 'zod';
const t = initTRPC.create();
export const appRouter = t.router({
  byId: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => ({ id: input.id, views: 1 })),
});
export type AppRouter = typeof appRouter;
`,
  'client.ts': `import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './server';
export const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost:3000' })] });
export async function pageText() {
  // @ts-expect-error the input needs an id
  await client.byId.query({});
  const post = await client.byId.query({ id: '1' });
  // @ts-expect-error the output is typed: views is a number
  const views: string = post.views;
  return views;
}
`,
};

/** Each diagnostic of `files` under `options`, as "file:line code first words". */
function diagnostics(options: ts.CompilerOptions): string[] {
  const program = virtualProgram(
    'second-reading',
    files,
    checkOptions(packages, ['@trpc/server', '@trpc/client', 'zod'], options),
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${path.basename(d.file?.fileName ?? '?')}:${line} ${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

fact(
  'docs/further/faq.md',
  'without strictNullChecks, a required input field turns optional and createTRPCProxyClient rejects its options for a missing transformer; outputs stay typed',
  () => {
    assert.match(
      pageText('docs/further/faq.md'),
      // Narrowed by audit FG: the transformer is asked for only when the router has none (tests/facts/audit-fg.test.ts).
      /Without it, every input turns optional \(with Zod, each of its fields too\), and for a router without a transformer `createTRPCProxyClient` rejects its options, asking for a `transformer`\./,
    );
    assert.deepEqual(diagnostics({ strict: true }), []);
    const loose = diagnostics({ strict: false });
    // The client's options: the first error, on createTRPCProxyClient's line, names the transformer.
    assert.ok(
      loose.some((d) => /^client\.ts:3 2345 /.test(d) && /'transformer'/.test(d)),
      loose.join('\n'),
    );
    // The input: the directive above `query({})` has no error left to expect (2578, unused @ts-expect-error).
    assert.ok(loose.includes("client.ts:5 2578 Unused '@ts-expect-error' directive."), loose.join('\n'));
    // The output: still typed, the directive above the wrong assignment is used.
    assert.equal(loose.filter((d) => d.startsWith('client.ts:8 ')).length, 0, loose.join('\n'));
  },
  60_000,
);

fact(
  'docs/server/adapter/express.md',
  'express.json() in front of tRPC lets an httpLink mutation without input through (an empty body becomes {}), so its 400 is for a JSON body that is not an object or array',
  async (tc) => {
    assert.match(
      pageText('docs/server/adapter/express.md'),
      /`express\.json\(\)` answers with its own `400` when a mutation's body is JSON but not an object or array/,
    );
    assert.match(
      pageText('docs/further/faq.md'),
      /answers a JSON body that is not an object or array with its own `400`/,
    );

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const t = initTRPC.create();
    let bodies = 0;
    const router = t.router({ ping: t.procedure.mutation(() => `pong ${++bodies}`) });
    const url = await serveBehindExpressJson(tc, router);
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
    assert.equal(await within(5000, 'a mutation without input', client.ping.mutate()), 'pong 1');

    // The same call by hand: no body at all, as httpLink sends it, and express.json() hands tRPC `{}`.
    const response = await fetch(`${url}/ping`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    assert.equal(response.status, 200);
  },
);

/** Registers the plugin with `useWSS` on a Fastify app of the version's packages, in a process of its own. */
function registerWithWebSockets(version: 'v9' | 'v10', prefix: string | undefined): string {
  const packagesOf = path.join(root, 'src/samples', version, 'node_modules');
  const script = `
    process.on('uncaughtException', (error) => { console.log('failed: ' + error.message); process.exit(0); });
    const at = (name) => require(require.resolve(name, { paths: [${JSON.stringify(packagesOf)}] }));
    const trpc = at('@trpc/server');
    const { fastifyTRPCPlugin } = at('@trpc/server/adapters/fastify');
    const router = ${version === 'v9' ? "trpc.router().query('hi', { resolve: () => 'hi' })" : 'trpc.initTRPC.create().router({})'};
    (async () => {
      const app = at('fastify')();
      await app.register(at('@fastify/websocket'));
      await app.register(fastifyTRPCPlugin, { prefix: ${JSON.stringify(prefix)}, useWSS: true, trpcOptions: { router } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      console.log('listening');
      await app.close();
    })().catch((error) => console.log('failed: ' + error.message));
  `;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 20_000 }).trim();
}

for (const [version, page, says] of [
  [
    'v9',
    'versioned_docs/version-9.x/server/fastify.md',
    /Fastify refuses the plugin's WebSocket route \("The path could not be empty"\)/,
  ],
  [
    'v10',
    'docs/server/adapter/fastify.md',
    // Narrowed by audit FK: an enclosing plugin's prefix is enough (tests/facts/audit-fk.test.ts).
    /With `useWSS`, a prefix is required, on this plugin or on one that encloses it: without one, Fastify refuses the plugin's WebSocket route \("The path could not be empty"\)/,
  ],
] as const) {
  fact(
    page,
    `${version}: fastifyTRPCPlugin with useWSS needs a prefix: without one Fastify refuses its empty WebSocket route`,
    () => {
      assert.match(pageText(page), says);
      assert.equal(registerWithWebSockets(version, undefined), 'failed: The path could not be empty');
      assert.equal(registerWithWebSockets(version, '/trpc'), 'listening');
    },
  );
}
