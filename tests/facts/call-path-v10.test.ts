/**
 * docs/server/error-handling.md and docs/further/rpc.md: an error's `data.path`, and the `path` `onError` gets,
 * are the path of the call, even when no procedure exists there; they are missing when the request fails as a
 * whole (here: createContext throws). @trpc/server 10.12.0's standalone adapter on 127.0.0.1.
 *
 *   node --import tsx --test tests/facts/call-path-v10.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { fact, listenOnLoopback, v10 } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;

fact(
  'docs/server/error-handling.md',
  "data.path and onError's path are the call's path, also when no procedure exists there (rpc.md's error.data.path too); both are missing when the request fails as a whole",
  async (t) => {
    const t10 = initTRPC.create();
    const router = t10.router({ exists: t10.procedure.query(() => 'yes') });
    const onErrorPaths: (string | undefined)[] = [];
    const handler = createHTTPHandler({
      router,
      createContext: ({ req }) => {
        if (req.headers['x-reject']) throw new Error('no context');
        return {};
      },
      onError: ({ path }) => void onErrorPaths.push(path),
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const dataOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/${path}`, { headers });
      const body = (await response.json()) as { error: { data: { code: string; path?: string } } };
      return body.error.data;
    };
    const missing = await dataOf('nope');
    assert.equal(missing.code, 'NOT_FOUND');
    assert.equal(missing.path, 'nope', 'a call to a path with no procedure keeps its path');
    assert.equal(onErrorPaths.at(-1), 'nope');
    const whole = await dataOf('exists', { 'x-reject': '1' });
    assert.equal(whole.path, undefined, 'a request that fails as a whole has no path');
    assert.equal(onErrorPaths.at(-1), undefined);
  },
);
