/**
 * Independent audit DE (bench/audit-independent-2026-11-30de.md). Each fact runs @trpc/* 9.27.4 from src/samples/v9
 * (with the Next.js installed beside it) on 127.0.0.1, on a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-de.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { fact, listenOnLoopback, v9 } from './facts';

type V9Server = {
  router: () => { mutation: (path: string, def: { resolve: () => unknown }) => unknown };
};
const trpc = v9('./node_modules/@trpc/server') as V9Server;
const { createNextApiHandler } = v9('./node_modules/@trpc/server/adapters/next') as {
  createNextApiHandler: (opts: { router: unknown; createContext: () => unknown }) => unknown;
};
const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as {
  createHTTPHandler: (opts: {
    router: unknown;
    createContext: () => unknown;
  }) => (req: http.IncomingMessage, res: http.ServerResponse) => void;
};
type ApiResolver = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  query: Record<string, string>,
  resolverModule: { default: unknown },
  apiContext: Record<string, string>,
  propagateError: boolean,
) => Promise<void>;
const { apiResolver } = v9('next/dist/server/api-utils/node') as { apiResolver: ApiResolver };

const router = trpc.router().mutation('ping', { resolve: () => 'pong' });
const createContext = () => ({});

/** A batched mutation sent with no body and no content-type: the object of inputs is missing. */
async function postBatchWithoutBody(base: string): Promise<{ status: number; code: unknown }> {
  const response = await fetch(`${base}/api/trpc/ping?batch=1`, { method: 'POST' });
  const body = (await response.json()) as
    { error?: { data?: { code?: unknown } } } | { error?: { data?: { code?: unknown } } }[];
  const first = Array.isArray(body) ? body[0] : body;
  return { status: response.status, code: first?.error?.data?.code };
}

fact(
  'versioned_docs/version-9.x/further/rpc.md',
  'a batch without its object of inputs fails with a 400, whose code depends on what a body parser in front made of the missing body',
  async (t) => {
    const standalone = createHTTPHandler({ router, createContext });
    const plain = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        req.url = (req.url ?? '').replace('/api/trpc', '');
        standalone(req, res);
      }),
    );
    assert.deepEqual(await postBatchWithoutBody(plain), { status: 400, code: 'BAD_REQUEST' });

    // Next.js 12's body parser hands tRPC '' for a body without content-type: JSON.parse('') fails.
    const handler = createNextApiHandler({ router, createContext });
    const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
    const next = await listenOnLoopback(
      t,
      http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const query = { ...Object.fromEntries(url.searchParams), trpc: url.pathname.slice('/api/trpc/'.length) };
        void apiResolver(req, res, query, { default: handler }, preview, false);
      }),
    );
    // The old sentence said BAD_REQUEST for every server without a {}-producing body parser.
    assert.deepEqual(await postBatchWithoutBody(next), { status: 400, code: 'PARSE_ERROR' });
  },
);
