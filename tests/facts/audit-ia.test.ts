/**
 * Independent audit IA (bench/audit-independent-2026-12-01ia.md): a census of the latest fixes. The fact runs
 * 10.12.0's WebSocket adapter (the package set of docs/) on 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-ia.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/dist/observable';
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, until, v10, within } from './facts';
import { collectAnswers, serveWebSocket, type WsAnswer } from './wsPingServer';

const page = 'docs/further/subscriptions.md';

fact(
  page,
  'a second subscription with an id still held on the connection runs first: what its observable sends at once goes out with that id, then stopped and "Duplicate id <id>"',
  async (t) => {
    const text = pageText(page);
    assert.match(
      text,
      /that second subscription's procedure still runs and its observable is subscribed, so anything the observable sends straight away \(a value, or the `stopped` or error it ends with\) goes out first with that `id`; then the server unsubscribes it and sends `stopped` and a `BAD_REQUEST` error whose message is "Duplicate id " followed by the `id` \("Duplicate id 1"\), both with that `id`\./,
    );
    assert.doesNotMatch(text, /that second subscription is answered with `stopped` and then a `BAD_REQUEST` error/);

    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;
    const { WebSocket } = v10('ws') as typeof WS;
    const tr = initTRPC.create();
    let duplicatesRunning = 0;
    const router = tr.router({
      // Never emits: holds its id.
      ticks: tr.procedure.subscription(() => observable<number>(() => () => {})),
      // Emits as soon as it is subscribed, and keeps running until unsubscribed.
      now: tr.procedure.subscription(() =>
        observable<string>((emit) => {
          duplicatesRunning++;
          emit.next('now');
          return () => {
            duplicatesRunning--;
          };
        }),
      ),
      // Emits and completes as soon as it is subscribed.
      ends: tr.procedure.subscription(() =>
        observable<string>((emit) => {
          emit.next('last');
          emit.complete();
          return () => {};
        }),
      ),
      // Fails as soon as it is subscribed.
      fails: tr.procedure.subscription(() =>
        observable<string>((emit) => {
          emit.error(new Error('boom'));
          return () => {};
        }),
      ),
    });
    const { url } = await serveWebSocket(t, router);
    const socket = new WebSocket(url);
    t.after(() => socket.terminate());
    const got = collectAnswers(socket);
    await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    const send = (id: unknown, path: string) =>
      socket.send(JSON.stringify({ id, method: 'subscription', params: { path } }));
    const answers = async (count: number, what: string) => {
      const start = got.length;
      await until(5000, what, () => got.length >= start + count);
      return got.slice(start, start + count);
    };
    const duplicate = (id: unknown, message: string): WsAnswer[] => [
      { id, result: { type: 'stopped' } },
      { id, error: { message, data: { code: 'BAD_REQUEST' } } },
    ];
    const shape = (list: WsAnswer[]) =>
      list.map((a) =>
        a.error ? { id: a.id, error: { message: a.error.message, data: { code: a.error.data.code } } } : a,
      );

    send(1, 'ticks');
    assert.deepEqual(await answers(1, 'the first start'), [{ id: 1, result: { type: 'started' } }]);

    // A duplicate whose observable emits at once: that value goes out with id 1 first, then stopped and the error.
    send(1, 'now');
    assert.deepEqual(shape(await answers(3, 'the answers to the emitting duplicate')), [
      { id: 1, result: { type: 'data', data: 'now' } },
      ...duplicate(1, 'Duplicate id 1'),
    ]);
    // The duplicate's observable was unsubscribed again.
    assert.equal(duplicatesRunning, 0);

    // A duplicate that completes at once: its value and its own stopped, then stopped and the error.
    send(1, 'ends');
    assert.deepEqual(shape(await answers(4, 'the answers to the completing duplicate')), [
      { id: 1, result: { type: 'data', data: 'last' } },
      { id: 1, result: { type: 'stopped' } },
      ...duplicate(1, 'Duplicate id 1'),
    ]);

    // A duplicate that fails at once: its error, then stopped and the duplicate error.
    send(1, 'fails');
    const failing = shape(await answers(3, 'the answers to the failing duplicate'));
    assert.equal(failing[0]?.id, 1);
    assert.equal(failing[0]?.error?.message, 'boom');
    assert.deepEqual(failing.slice(1), duplicate(1, 'Duplicate id 1'));

    // A duplicate whose observable sends nothing at once: only stopped and the error.
    send(1, 'ticks');
    assert.deepEqual(shape(await answers(2, 'the answers to the silent duplicate')), duplicate(1, 'Duplicate id 1'));

    // The message ends with the id, whatever it is.
    send('a', 'ticks');
    await answers(1, 'the start of subscription "a"');
    send('a', 'ticks');
    assert.deepEqual(shape(await answers(2, 'the answers to duplicate "a"')), duplicate('a', 'Duplicate id a'));
  },
);
