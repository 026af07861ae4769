/**
 * Two error edges checked in both versions: which errors `responseMeta` gets when a result cannot be serialized,
 * and what a WebSocket call gets when the connection's `createContext` rejects. Each version's fact builds its own
 * router and handler; these run the requests and return what came back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback, until, within } from './facts';

type After = { after: (fn: () => void) => void };
type ResponseMetaCall = { errors: string[]; envelopeErrors: number };
type ResponseMeta = (options: { errors: { code: string }[]; data: object[] }) => object;

/**
 * One batch to the handler `createHandler` makes with the given `responseMeta`: `missing`, a path with no
 * procedure (NOT_FOUND), and `big`, a procedure whose result cannot be turned into JSON (a BigInt).
 */
export async function bigIntBatchResponseMeta(
  t: After,
  createHandler: (responseMeta: ResponseMeta) => (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): Promise<{ status: number; calls: ResponseMetaCall[] }> {
  const calls: ResponseMetaCall[] = [];
  const handler = createHandler(({ errors, data }) => {
    calls.push({
      errors: errors.map((error) => error.code),
      envelopeErrors: data.filter((envelope) => 'error' in envelope).length,
    });
    return {};
  });
  const base = await listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
  const response = await within(3000, 'response', fetch(`${base}/missing,big?batch=1&input=%7B%7D`));
  await response.text();
  return { status: response.status, calls };
}

/** A `createContext` that rejects after the call below has reached the server. */
export const lateRejectingContext = (): Promise<never> =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no session')), 100));

export type ErrorMessage = { id: number | null; error: { data: { path?: string } } };

type Socket = {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  once(event: 'open', listener: () => void): unknown;
  send(data: string): void;
  terminate(): void;
};

/** The `ws` package of a docs version: its server and client. */
type WS<Server> = {
  WebSocketServer: new (options: { server: http.Server }) => Server;
  WebSocket: new (url: string) => Socket;
};

/**
 * Over WebSockets, with the version's `ws`: `attach` puts the version's handler on the WebSocket server; one
 * query to `hello` on a fresh connection, and the two error messages that come back (the connection's, id null,
 * and the call's, id 7).
 */
export async function wsErrorsOfOneCall<Server extends { close: () => void }>(
  t: After,
  ws: WS<Server>,
  attach: (wss: Server) => void,
): Promise<ErrorMessage[]> {
  const server = http.createServer();
  await listenOnLoopback(t, server);
  const wss = new ws.WebSocketServer({ server });
  t.after(() => wss.close());
  attach(wss);
  const socket = new ws.WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  t.after(() => socket.terminate());
  const messages: ErrorMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString('utf8')) as ErrorMessage));
  await within(5000, 'open socket', new Promise<void>((resolve) => socket.once('open', resolve)));
  socket.send(JSON.stringify({ id: 7, method: 'query', params: { path: 'hello' } }));
  await until(5000, 'two error messages', () => messages.length === 2);
  return messages;
}
