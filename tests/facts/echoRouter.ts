/**
 * A 10.12.0 router with one mutation, `add`, and a terminating link that answers it with no server: a call whose
 * input is 'fail' fails with BAD_REQUEST, any other gets its input back. For the React facts of
 * `unstable_overrides` (audit-dl.test.ts, audit-dp.test.ts, audit-gl.test.ts), with `echoReactWithOverride()`.
 */
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { v10 } from './facts';

const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { z } = v10('zod') as typeof Zod;

const t = initTRPC.create();
export const echoRouter = t.router({ add: t.procedure.input(z.string()).mutation(({ input }) => input) });
export type EchoRouter = typeof echoRouter;

export const echoOrFailLink: TRPCClient.TRPCLink<EchoRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      if (op.input === 'fail') {
        observer.error(TRPCClientError.from(new TRPCError({ code: 'BAD_REQUEST', message: 'fail' })));
        return;
      }
      observer.next({ result: { type: 'data', data: op.input } });
      observer.complete();
    });

/**
 * React hooks of the echo router whose `unstable_overrides.useMutation.onSuccess` pushes 'override' to `overridden`
 * each time it runs, and a client of them on `echoOrFailLink`.
 */
export function echoReactWithOverride(overridden: string[]) {
  const trpc = createTRPCReact<EchoRouter>({
    unstable_overrides: {
      useMutation: {
        onSuccess(opts) {
          overridden.push('override');
          return opts.originalFn();
        },
      },
    },
  });
  return { trpc, client: trpc.createClient({ links: [echoOrFailLink] }) };
}
