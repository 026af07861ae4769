/**
 * Independent audit AB (bench/audit-independent-2026-11-29ab.md, tests/facts/README.md): universal claims drawn at
 * random from the docs that the audit found wider than the packages, pinned as corrected. One 10.x standalone
 * handler serves the HTTP facts; the TypeScript fact compiles in-memory files with the site's `typescript`.
 *
 *   node --import tsx --test tests/facts/audit-ab.test.ts
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import path from 'node:path';
import ts from 'typescript';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import { fact, fileScope, listenOnLoopback, v10, within } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;

const t = initTRPC.create();
const router = t.router({
  ok: t.procedure.query(() => 'ok'),
  missing: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND' });
  }),
  odd: t.procedure.query(() => ({
    gone: undefined,
    nan: Number.NaN,
    list: [1, undefined, Number.NaN, Number.POSITIVE_INFINITY],
  })),
});

let base: Promise<string> | undefined;
function server(): Promise<string> {
  const handler = createHTTPHandler({ router });
  base ??= listenOnLoopback(
    fileScope,
    createServer((req, res) => void handler(req, res)),
  );
  return base;
}

fact(
  'docs/server/data-transformers.md',
  'without a transformer, undefined disappears from objects and turns into null in an array; NaN and Infinity turn into null',
  async () => {
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url: await server() })] });
    const data: unknown = await within(5000, 'the odd query', client.odd.query());
    assert.deepEqual(data, { nan: null, list: [1, null, null, null] });
  },
);

fact(
  'docs/server/error-handling.md',
  'a failing call on its own gets the status of its code; in a batch whose other call succeeds the status is 207',
  async () => {
    const url = await server();
    const alone = await within(5000, 'a failing call', fetch(`${url}/missing`));
    await alone.text();
    assert.equal(alone.status, 404);
    const mixed = await within(5000, 'a mixed batch', fetch(`${url}/missing,ok?batch=1&input={}`));
    const body = (await mixed.json()) as { error?: { data: { httpStatus: number } } }[];
    assert.equal(mixed.status, 207);
    assert.equal(body[0]?.error?.data.httpStatus, 404);
  },
);

/** TS2307 diagnostics of `client.ts` importing the router from `router.ts` or `router.d.ts`, with skipLibCheck. */
function missingModuleErrors(routerFile: 'router.ts' | 'router.d.ts'): string[] {
  const root = path.join(process.cwd(), '.audit-ab-virtual');
  const files: Record<string, string> = {
    'router.ts': "import { thing } from 'no-such-package';\nexport const value = { a: thing };\n",
    'router.d.ts': "import { thing } from 'no-such-package';\nexport declare const value: { a: typeof thing };\n",
    'client.ts': `import { value } from './${routerFile === 'router.ts' ? 'router' : 'router.js'}';\nexport const n: number = value.a;\n`,
  };
  if (routerFile === 'router.d.ts') delete files['router.ts'];
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  const virtual = (name: string) => path.dirname(name) === root && path.basename(name) in files;
  host.getSourceFile = (name, version) =>
    virtual(name) ? ts.createSourceFile(name, files[path.basename(name)] ?? '', version) : undefined;
  host.fileExists = (name) => virtual(name);
  host.readFile = (name) => (virtual(name) ? files[path.basename(name)] : undefined);
  host.directoryExists = (name) => name === root;
  const program = ts.createProgram([path.join(root, 'client.ts')], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.code === 2307)
    .map((d) => path.basename(d.file?.fileName ?? '?'));
}

fact(
  'docs/further/faq.md',
  "with skipLibCheck, a package the router's declaration file needs but the client cannot resolve becomes any without an error; from the router's .ts source, tsc reports it",
  () => {
    assert.deepEqual(missingModuleErrors('router.d.ts'), []);
    assert.deepEqual(missingModuleErrors('router.ts'), ['router.ts']);
  },
);
