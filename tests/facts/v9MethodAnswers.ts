/**
 * What the 9.x facts of HTTP methods share (audit-jc, noticed-ja-jc, v9-sweep): a router whose formatter records the
 * `type` it is given, and a standalone handler served on 127.0.0.1 at a port the OS picks that is sent one request
 * per method, against @trpc/server 9.27.4 from src/samples/v9.
 */
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { listenOnLoopback, within } from './facts';

/** A 9.x router whose formatError pushes the `type` of each error it formats onto `types`. */
export function typeRecordingRouter(trpc: typeof ServerV9, types: string[]) {
  return trpc.router().formatError(({ shape, type }) => {
    types.push(type);
    return shape;
  });
}

/**
 * Serves `handler` and sends each of `methods` in turn to `<base>/hello`; per method, the status, the body and the
 * first entry of `types` (emptied before each request).
 */
export async function methodAnswers(
  t: { after: (fn: () => void) => void },
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  methods: string[],
  types: string[],
): Promise<Record<string, [number, string, string | undefined]>> {
  const base = await listenOnLoopback(
    t,
    http.createServer((req, res) => void handler(req, res)),
  );
  const answers: Record<string, [number, string, string | undefined]> = {};
  for (const method of methods) {
    types.length = 0;
    const res = await within(3000, method, fetch(`${base}/hello`, { method }));
    answers[method] = [res.status, await res.text(), types[0]];
  }
  return answers;
}
