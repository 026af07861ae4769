/**
 * A `ws` WebSocket class for the facts of wsLink's reconnects (audit-ja on 10.12.0, repeats-ja on 9.27.4) that records
 * the sockets a client creates, so a fact can act on the next one while it still connects. Both package sets have
 * @types/ws 8.18.2 and ws 8.23.0; each fact passes its own set's class.
 */
import type * as WS from '../../src/samples/v10/node_modules/@types/ws';

/**
 * A subclass of `WebSocket` that pushes each socket it creates onto `sockets`, calls `created` with it, and runs
 * `state.onSocket` (if set, then unset) in a microtask after the next one is created, while it still connects.
 */
export function recordingWebSocket(WebSocket: typeof WS.WebSocket, created?: (socket: WS.WebSocket) => void) {
  const sockets: WS.WebSocket[] = [];
  const state: { onSocket?: (socket: WS.WebSocket) => void } = {};
  class RecordedWebSocket extends WebSocket {
    constructor(address: string) {
      super(address);
      sockets.push(this);
      created?.(this);
      const hook = state.onSocket;
      state.onSocket = undefined;
      if (hook) queueMicrotask(() => hook(this));
    }
  }
  return { RecordedWebSocket, sockets, state };
}
