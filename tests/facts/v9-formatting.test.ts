/**
 * Docs facts of 9.x pages the second independent audit read (issue #45): the status a formatter's
 * `data.httpStatus` sets is the response's for a single call, while a batch whose calls end with
 * different statuses is answered 207; a subscription callback without a cleanup function errors.
 * Against @trpc/server 9.27.4 from src/samples/v9.
 *
 *   node --import tsx --test tests/facts/v9-formatting.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, listenOnLoopback, v9 } from './facts';

const trpc = v9('@trpc/server') as typeof ServerV9;
const { createHTTPHandler } = v9('@trpc/server/adapters/standalone') as typeof StandaloneV9;

fact(
  'versioned_docs/version-9.x/server/error-formatting.md',
  "a formatter's numeric data.httpStatus becomes the status of a single call's response; a batch whose calls end with different statuses gets 207, and one whose calls all fail with it gets that status",
  async (t) => {
    const router = trpc
      .router()
      .formatError(({ shape }) => ({ ...shape, data: { ...shape.data, httpStatus: 422 } }))
      .query('ok', { resolve: () => 'ok' })
      .query('invalid', {
        resolve: () => {
          throw new trpc.TRPCError({ code: 'BAD_REQUEST' });
        },
      });
    const handler = createHTTPHandler({ router, createContext: () => ({}) });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const status = async (path: string) => (await fetch(`${url}/${path}`)).status;
    const input = `input=${encodeURIComponent('{}')}`;

    assert.equal(await status('invalid'), 422, 'a single call');
    assert.equal(await status(`ok,invalid?batch=1&${input}`), 207, 'a batch of 200 and 422');
    assert.equal(await status(`invalid,invalid?batch=1&${input}`), 422, 'a batch that all fails with 422');
  },
);

fact(
  'versioned_docs/version-9.x/further/subscriptions.md',
  'a Subscription whose callback returns no cleanup function emits an error ("listener" must be a function) once the callback returns',
  async () => {
    const subscription = new trpc.Subscription<number>(((emit: { data: (n: number) => void }) => {
      emit.data(1);
    }) as unknown as ConstructorParameters<typeof trpc.Subscription<number>>[0]);
    const errors: Error[] = [];
    const values: number[] = [];
    subscription.on('error', (error: Error) => errors.push(error));
    subscription.on('data', (value: number) => values.push(value));
    await subscription.start();
    subscription.destroy();
    assert.deepEqual(values, [1]);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /"listener" argument must be of type function/);
  },
);
