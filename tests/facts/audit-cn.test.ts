/**
 * Independent audit CN (bench/audit-independent-2026-11-30cn.md): the two wrong claims it fixed on
 * docs/server/procedures.md. Each fact runs @trpc/* 10.12.0 from src/samples/v10 (the WebSocket adapter on
 * 127.0.0.1, a port the OS picks, with the real client), reads the page's sentence, or is checked by
 * `npm run typecheck` (the `@ts-expect-error` below).
 *
 *   npm run typecheck && node --import tsx --test tests/facts/audit-cn.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as WSAdapter from '../../src/samples/v10/node_modules/@trpc/server/adapters/ws';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import type * as Yup from '../../src/samples/v10/node_modules/yup';
import { fact, listenOnLoopback, v10, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { applyWSSHandler } = v10('@trpc/server/adapters/ws') as typeof WSAdapter;
const { createTRPCProxyClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;
const { WebSocket, WebSocketServer } = v10('ws') as typeof WS;
const yup = v10('yup') as typeof Yup;

const page = 'docs/server/procedures.md';
const pageText = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');

/** The page's sentence that starts with `start`, up to its full stop. */
function sentence(start: string): string {
  const from = pageText.indexOf(start);
  assert.notEqual(from, -1, `no sentence starting "${start}"`);
  return pageText.slice(from, pageText.indexOf('. ', from) + 1);
}

const t = initTRPC.create();
const router = t.router({
  later: t.procedure.subscription(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return observable<number>((emit) => {
      emit.next(1);
      emit.next(2);
      return () => undefined;
    });
  }),
  laterPlain: t.procedure.subscription(() => Promise.resolve(5)),
  rate: t.procedure.input(yup.object({ stars: yup.number().default(3) })).query(({ input }) => input.stars),
});

fact(
  page,
  "a subscription's resolver may return a promise of an observable, whose values are sent; a promise of another value fails",
  async (tc) => {
    const httpServer = createServer();
    const wss = new WebSocketServer({ server: httpServer });
    applyWSSHandler({ wss, router });
    tc.after(() => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    });
    const url = await listenOnLoopback(tc, httpServer);
    const wsClient = createWSClient({
      url: url.replace('http:', 'ws:'),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    tc.after(() => wsClient.close());
    const client = createTRPCProxyClient<typeof router>({ links: [wsLink({ client: wsClient })] });

    const values = await within(
      3000,
      'two values',
      new Promise<number[]>((resolve, reject) => {
        const seen: number[] = [];
        const sub = client.later.subscribe(undefined, {
          onData: (value) => {
            seen.push(value);
            if (seen.length === 2) {
              sub.unsubscribe();
              resolve(seen);
            }
          },
          onError: reject,
        });
      }),
    );
    assert.deepEqual(values, [1, 2]);

    const message = await within(
      3000,
      'an error',
      new Promise<string>((resolve) => {
        client.laterPlain.subscribe(undefined, { onError: (error) => resolve(error.message) });
      }),
    );
    assert.match(message, /did not return an observable/);

    assert.match(sentence("A subscription's resolver returns"), /promise/);
  },
);

fact(
  page,
  'a transforming Yup schema gives one type to both sides: a field with a default is still required of the caller (checked by npm run typecheck)',
  () => {
    const client = createTRPCProxyClient<typeof router>({ links: [] });
    /** Never called: only its calls' types are checked. */
    function callerTypes() {
      void client.rate.query({ stars: 4 });
      // @ts-expect-error Yup's default does not make the field optional for the caller
      void client.rate.query({});
    }
    assert.equal(typeof callerTypes, 'function');
    assert.match(pageText, /A Zod schema has a different type on each side when parsing changes the type/);
    assert.doesNotMatch(pageText, /Validators that transform data have a different type on each side/);
  },
);
