/**
 * Independent audit HM (bench/audit-independent-2026-11-30hm.md): 65 drawn sentences, one wrong claim. The fact runs
 * the 10.12.0 WebSocket adapter (`applyWSSHandler` on a `ws` server at a port the OS picks on 127.0.0.1) with raw
 * `ws` messages.
 *
 *   node --import tsx --test tests/facts/audit-hm.test.ts
 */
import assert from 'node:assert/strict';
import type WS from '../../src/samples/v10/node_modules/@types/ws';
import { fact, pageText, v10, within } from './facts';
import { startPingServer } from './wsPingServer';

const page = 'docs/further/subscriptions.md';

fact(
  page,
  'on WebSockets, a message that cannot be read as calls and a call with id null are answered with "id": null, while a call without an id is run and answered without one, and any other id comes back as sent',
  async (t) => {
    const text = pageText(page);
    assert.match(
      text,
      /a message that is not valid JSON or that the server cannot read as calls \(for example an unknown `method` or a `path` that is not a string\)/,
    );
    assert.match(
      text,
      /The server checks a call's `id` only for `null`, which gets a `PARSE_ERROR` with `"id": null`, and, for a subscription, for an `id` that an earlier subscription on the same connection still holds \(until the client sends `subscription\.stop` for it, even after it has ended\): that second subscription's procedure still runs and its observable is subscribed, so anything the observable sends straight away \(a value, or the `stopped` or error it ends with\) goes out first with that `id`; then the server unsubscribes it and sends `stopped` and a `BAD_REQUEST` error whose message is "Duplicate id " followed by the `id` \("Duplicate id 1"\), both with that `id`\. A call without an `id` is still run and answered without one, and an `id` that is neither a number nor a string \(`true`, `\{\}`\) comes back as sent\./,
    );
    assert.doesNotMatch(text, /not a well-formed call/);

    const { WebSocket } = v10('ws') as typeof WS;
    const { port } = await startPingServer(t);
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    t.after(() => socket.terminate());
    const received: Record<string, unknown>[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      received.push(JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown>);
      waiters.splice(0).forEach((wake) => wake());
    });
    await within(5000, 'open socket', new Promise((resolve) => socket.once('open', resolve)));
    /** Sends one message and returns the one answer it gets. */
    async function answer(message: unknown): Promise<Record<string, unknown>> {
      const before = received.length;
      socket.send(JSON.stringify(message));
      await within(
        5000,
        `answer to ${JSON.stringify(message)}`,
        new Promise<void>((resolve) => {
          const check = () => (received.length > before ? resolve() : waiters.push(check));
          check();
        }),
      );
      return received[before];
    }
    const errorCode = (msg: Record<string, unknown>) =>
      (msg.error as { data?: { code?: string } } | undefined)?.data?.code;

    // Messages the server cannot read as calls: PARSE_ERROR with "id": null, nothing run.
    const notJson = await answer('{not json');
    assert.equal(notJson.id, null);
    assert.equal(errorCode(notJson), 'PARSE_ERROR');
    const badMethod = await answer({ id: 5, method: 'bogus', params: { path: 'ping' } });
    assert.equal(badMethod.id, null);
    assert.equal(errorCode(badMethod), 'PARSE_ERROR');
    const badPath = await answer({ id: 6, method: 'query', params: { path: 42 } });
    assert.equal(badPath.id, null);
    assert.equal(errorCode(badPath), 'PARSE_ERROR');

    // `id: null` is refused with a PARSE_ERROR that carries "id": null.
    const nullId = await answer({ id: null, method: 'query', params: { path: 'ping' } });
    assert.equal(nullId.id, null);
    assert.equal(errorCode(nullId), 'PARSE_ERROR');

    // A call without an id is not a well-formed call, yet it is run and answered without any id (not "id": null):
    // its result, and its error too.
    const noIdResult = await answer({ method: 'query', params: { path: 'ping' } });
    assert.deepEqual(noIdResult, { result: { type: 'data', data: 'pong' } });
    assert.equal('id' in noIdResult, false);
    const noIdError = await answer({ method: 'query', params: { path: 'nope' } });
    assert.equal('id' in noIdError, false);
    assert.equal(errorCode(noIdError), 'NOT_FOUND');

    // An id that is neither a number nor a string comes back as sent.
    const trueId = await answer({ id: true, method: 'query', params: { path: 'ping' } });
    assert.deepEqual(trueId, { id: true, result: { type: 'data', data: 'pong' } });
    const objectId = await answer({ id: {}, method: 'query', params: { path: 'nope' } });
    assert.deepEqual(objectId.id, {});
    assert.equal(errorCode(objectId), 'NOT_FOUND');
  },
);
