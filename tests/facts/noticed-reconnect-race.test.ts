/**
 * A call made as a reconnect notification arrives (docs/further/subscriptions.md, "Reconnect notifications", the
 * caution): 10.12.0's `createWSClient` sends its queue from a `setTimeout` (wsLink.ts, `dispatch()`), and
 * `reconnect()` swaps `activeConnection` for a socket that is still CONNECTING, so a call queued on the open socket is
 * sent by that timer on the new one: `send` throws inside the timer. With one message queued, `outgoing.pop()` has
 * already emptied the queue, so the call is never sent and waits until the old socket (which the client keeps open
 * for it) closes; with two, the queue survives the throw and goes out when the new socket opens. A `WebSocket`
 * class whose `send` waits for `open`, or an abort and a retry, gets the call answered.
 *
 * The client runs against a fake `WebSocket` passed as its `WebSocket` option: the fact opens its sockets, delivers
 * the notification and the answers, and records what each socket sent and what `send` threw, so no network timing
 * is involved. The timer's error is caught by an `uncaughtException` listener installed for the fact alone.
 *
 *   node --import tsx --test tests/facts/noticed-reconnect-race.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import { catchUncaught, fact, pageText, rejection, until, v10, within } from './facts';

const page = 'docs/further/subscriptions.md';
const { createTRPCUntypedClient, createWSClient, wsLink } = v10('@trpc/client') as typeof TRPCClient;

type Listener = (event: { data?: string; code?: number }) => void;

/** A WebSocket whose life the fact drives; `send` throws as ws's does while the socket is not open. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket made, in order, with what was sent on it and what its `send` threw. */
  static made: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  readonly thrown: string[] = [];
  closedByClient = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    (this.constructor as typeof FakeWebSocket).made.push(this);
  }
  addEventListener(type: string, listener: Listener, options?: { once?: boolean }) {
    const wrapped: Listener = options?.once
      ? (event) => {
          this.removeEventListener(type, wrapped);
          listener(event);
        }
      : listener;
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), wrapped]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  private emit(type: string, event: { data?: string; code?: number }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) {
      const message = `WebSocket is not open: readyState ${this.readyState} (CONNECTING)`;
      this.thrown.push(message);
      throw new Error(message);
    }
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
  }
  /** The fact's side: the connection opens, a message arrives, the connection closes. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.emit('open', {});
  }
  receive(message: unknown) {
    this.emit('message', { data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = FakeWebSocket.CLOSED;
    this.emit('close', { code: 1006 });
  }
  /** The requests sent on this socket (a batch counts each), without the empty batch `[]`. */
  requests(): { id: number; method: string }[] {
    return this.sent.flatMap((data) => JSON.parse(data) as { id: number; method: string });
  }
}

/** A client on fresh fake sockets of class `Socket`, its first socket open and idle (its first `[]` gone out). */
async function openClient(t: { after: (fn: () => void) => void }, Socket: typeof FakeWebSocket) {
  Socket.made = [];
  const wsClient = createWSClient({
    url: 'ws://fake',
    WebSocket: Socket as unknown as typeof globalThis.WebSocket,
  });
  t.after(() => wsClient.close());
  const client = createTRPCUntypedClient({ links: [wsLink({ client: wsClient })] });
  const [first] = Socket.made;
  assert.ok(first);
  first.open();
  await until(2000, 'the first socket to send its empty batch', () => first.sent.length === 1);
  return { client, first, made: Socket.made };
}

/** `promise` with a flag that says whether it has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

const RECONNECT = { id: null, method: 'reconnect' };

fact(
  page,
  'a single call queued as the reconnect notification arrives is sent on the connecting socket, throws from a timer and is never sent',
  async (t) => {
    const text = pageText(page);
    assert.match(text, /:::caution A call made as the notification arrives can be lost in 10\.12/);
    assert.match(
      text,
      /`send` throws inside the timer \(with the `ws` package the error is "WebSocket is not open"; a browser's `WebSocket` throws an `InvalidStateError`\), where your code cannot catch it/,
    );
    assert.match(
      text,
      /If that call was the only message waiting, it is never sent, and its promise stays pending until the old connection closes, then fails with "WebSocket closed prematurely" \(two or more waiting calls are sent once the new connection opens\)/,
    );
    assert.match(text, /pass `createWSClient` a `WebSocket` class whose `send` waits for the socket's `open` event/);
    assert.match(text, /give calls an `AbortSignal` with a timeout as their `signal` option and retry them/);

    const caught = catchUncaught(t);
    const { client, first, made } = await openClient(t, FakeWebSocket);

    // The call is queued on the open socket; the notification arrives before the dispatch timer runs.
    const call = watched(client.query('post.byId', 1));
    first.receive(RECONNECT);
    const second = made[1];
    assert.ok(second, 'the notification opens a new socket');
    assert.equal(second.readyState, FakeWebSocket.CONNECTING);

    await until(2000, 'the dispatch timer to throw', () => caught.length === 1);
    assert.match(String(caught[0]), /WebSocket is not open: readyState 0 \(CONNECTING\)/);
    assert.deepEqual(second.thrown, ['WebSocket is not open: readyState 0 (CONNECTING)']);
    assert.deepEqual(first.requests(), [], 'the call never left on the old socket');
    assert.equal(first.closedByClient, false, 'the client keeps the old socket open for the call');

    // Once the new socket opens, only the empty batch goes out: the call is gone from the queue.
    second.open();
    await until(2000, 'the new socket to send its first batch', () => second.sent.length === 1);
    assert.deepEqual(second.sent, ['[]']);
    assert.equal(call.settled, false, 'the call still waits');

    // It ends only when the old socket closes.
    first.drop();
    const error = await rejection(call.promise);
    assert.match(String((error as Error).message), /WebSocket closed prematurely/);
    assert.equal(caught.length, 1);
  },
);

fact(page, 'two calls queued as the reconnect notification arrives are sent once the new socket opens', async (t) => {
  const caught = catchUncaught(t);
  const { client, first, made } = await openClient(t, FakeWebSocket);

  const one = client.query('post.byId', 1);
  const two = client.mutation('post.add', 2);
  first.receive(RECONNECT);
  const second = made[1];
  assert.ok(second);
  await until(2000, 'the dispatch timer to throw', () => caught.length === 1);
  assert.deepEqual(second.thrown, ['WebSocket is not open: readyState 0 (CONNECTING)']);

  second.open();
  await until(2000, 'the two calls on the new socket', () => second.requests().length === 2);
  const [a, b] = second.requests();
  assert.deepEqual([a?.method, b?.method], ['query', 'mutation']);
  second.receive({ id: a?.id, result: { type: 'data', data: 'one' } });
  second.receive({ id: b?.id, result: { type: 'data', data: 'two' } });
  assert.deepEqual(await within(2000, 'both answers', Promise.all([one, two])), ['one', 'two']);
  assert.equal(first.closedByClient, true, 'the old socket is closed once no call waits on it');
});

fact(
  page,
  'a WebSocket class whose send waits for open while connecting gets such a call sent and answered',
  async (t) => {
    const caught = catchUncaught(t);
    /** What the caution advises: while the socket is connecting, `send` waits for its `open` event. */
    class QueueingWebSocket extends FakeWebSocket {
      static made: FakeWebSocket[] = [];
      send(data: string) {
        if (this.readyState === FakeWebSocket.CONNECTING) {
          this.addEventListener('open', () => super.send(data), { once: true });
        } else {
          super.send(data);
        }
      }
    }
    const { client, first, made } = await openClient(t, QueueingWebSocket);

    const call = client.query('post.byId', 1);
    first.receive(RECONNECT);
    const second = made[1];
    assert.ok(second);
    second.open();
    await until(2000, 'the call on the new socket', () => second.requests().length === 1);
    const [request] = second.requests();
    second.receive({ id: request?.id, result: { type: 'data', data: 'post 1' } });
    assert.equal(await within(2000, 'the answer', call), 'post 1');
    assert.deepEqual(second.thrown, []);
    assert.deepEqual(caught, []);
    assert.equal(first.closedByClient, true);
  },
);

fact(page, 'an aborted call of that kind rejects, and its retry is answered on the new socket', async (t) => {
  const caught = catchUncaught(t);
  const { client, first, made } = await openClient(t, FakeWebSocket);

  const controller = new AbortController();
  const call = client.query('post.byId', 1, { signal: controller.signal });
  first.receive(RECONNECT);
  const second = made[1];
  assert.ok(second);
  await until(2000, 'the dispatch timer to throw', () => caught.length === 1);
  second.open();
  await until(2000, 'the new socket to send its first batch', () => second.sent.length === 1);

  // The timeout of the caution, fired by hand.
  controller.abort();
  const error = await rejection(call);
  assert.match(String((error as Error).message), /aborted/);

  const retry = client.query('post.byId', 1);
  await until(2000, 'the retry on the new socket', () => second.requests().length === 1);
  const [request] = second.requests();
  second.receive({ id: request?.id, result: { type: 'data', data: 'post 1' } });
  assert.equal(await within(2000, 'the answer to the retry', retry), 'post 1');
});
