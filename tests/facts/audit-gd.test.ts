/**
 * Independent audit GD (bench/audit-independent-2026-11-30gd.md): 64 drawn sentences and a census of the latest
 * fixes. The fact runs the packages of the page's version from src/samples (here @trpc/* 9.27.4) on 127.0.0.1, at a
 * port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-gd.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, pageText, v9, within } from './facts';

fact(
  'versioned_docs/version-9.x/server/caching.md',
  'a response kept by a shared cache is served to everyone; a personal one is marked Cache-Control: private, which the 9.x adapter sends as responseMeta returns it',
  async (t) => {
    const page = pageText('versioned_docs/version-9.x/server/caching.md');
    assert.match(
      page,
      /A response kept by a shared cache \(a CDN or a proxy\) is served to \*\*everyone\*\* who asks for the same URL; the browser's own cache serves its copy only to that browser\./,
    );
    assert.match(page, /mark such a response `Cache-Control: private`, which shared caches must not store\./);
    // The old caution said every cached copy, the browser's private one included, reaches everyone.
    assert.doesNotMatch(page, /A cached response is served to \*\*everyone\*\*/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    type Context = { user: string | null };
    const appRouter = trpc
      .router<Context>()
      .query('public.post.list', { resolve: () => [{ id: '1', title: 'Hello' }] })
      .query('user.me', { resolve: ({ ctx }) => ctx.user });
    const handler = createHTTPHandler({
      router: appRouter,
      createContext: ({ req }) => ({ user: req.headers.authorization ? 'u1' : null }),
      responseMeta({ paths, errors }) {
        if (errors.length > 0 || !paths) return {};
        if (paths.every((p) => p.startsWith('public.'))) {
          return { headers: { 'cache-control': 's-maxage=60' } };
        }
        // Depends on the user: only the browser that asked may keep it.
        return { headers: { 'cache-control': 'private, max-age=60' } };
      },
    });
    const base = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await within(5000, `GET ${url}`, fetch(`${base}${url}`, { headers }));
      await res.arrayBuffer();
      return res.headers.get('cache-control');
    };
    // tRPC sends the header responseMeta returns, unchanged, and adds no cache header of its own.
    assert.equal(await get('/user.me', { authorization: 'Bearer x' }), 'private, max-age=60');
    assert.equal(await get('/public.post.list'), 's-maxage=60');
    assert.equal(await get('/public.post.list,user.me?batch=1&input=%7B%7D'), 'private, max-age=60');
    assert.equal(await get('/no.such.path'), null);
  },
);
