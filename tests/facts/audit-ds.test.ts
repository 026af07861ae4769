/**
 * Independent audit DS (bench/audit-independent-2026-11-30ds.md): the wrong claim of a random draw of sentences,
 * pinned against @trpc/react-query 10.12.0, @tanstack/react-query 4 and React 18 from src/samples/v10. The fact
 * streams a render with react-dom/server; a terminating link answers each call after 60 ms, so no server is started.
 *
 *   node --import tsx --test tests/facts/audit-ds.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import { fact, v10, within } from './facts';

const root = path.resolve(__dirname, '../..');
const SUSPENSE = 'docs/reactjs/suspense.md';

fact(
  SUSPENSE,
  'two suspense queries in one component fetch one after the other; a prefetch from useContext() starts both at once',
  async () => {
    const React = v10('react') as typeof ReactNS;
    const { renderToPipeableStream } = v10('react-dom/server') as typeof ReactDOMServer;
    const { QueryClient, QueryClientProvider } = v10('@tanstack/react-query') as typeof ReactQuery;
    const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { observable } = v10('@trpc/server/observable') as typeof Observable;

    const t = initTRPC.create();
    const router = t.router({ a: t.procedure.query(() => 'a'), b: t.procedure.query(() => 'b') });
    assert.deepEqual(Object.keys(router._def.procedures).sort(), ['a', 'b']);
    const trpc = createTRPCReact<typeof router, unknown, 'ExperimentalSuspense'>();

    /** Each call's path when it starts and when it is answered, in order. */
    const events: string[] = [];
    const answerLater: TRPCClient.TRPCLink<typeof router> =
      () =>
      ({ op }) =>
        observable((observer) => {
          events.push(`start ${op.path}`);
          const timer = setTimeout(() => {
            events.push(`end ${op.path}`);
            observer.next({ result: { type: 'data', data: op.path } });
            observer.complete();
          }, 60);
          return () => clearTimeout(timer);
        });

    async function render(Component: () => ReactNS.ReactElement): Promise<string> {
      events.length = 0;
      const client = trpc.createClient({ links: [answerLater] });
      const queryClient = new QueryClient();
      const app = React.createElement(trpc.Provider, {
        client,
        queryClient,
        children: React.createElement(
          QueryClientProvider,
          { client: queryClient },
          React.createElement(React.Suspense, { fallback: 'loading' }, React.createElement(Component)),
        ),
      });
      let html = '';
      await within(
        3000,
        'the streamed render',
        new Promise<void>((resolve, reject) => {
          const stream = renderToPipeableStream(app, {
            onAllReady() {
              stream.pipe(
                new Writable({
                  write(chunk: Buffer, _encoding, done) {
                    html += chunk.toString();
                    done();
                  },
                  final(done) {
                    resolve();
                    done();
                  },
                }),
              );
            },
            onError: reject,
          });
        }),
      );
      return html;
    }

    function BothInOne() {
      const [a] = trpc.a.useSuspenseQuery();
      const [b] = trpc.b.useSuspenseQuery();
      return React.createElement('p', null, a + b);
    }
    assert.match(await render(BothInOne), /<p>ab<\/p>/);
    // The first hook suspends before the second runs: b is requested only once a has its answer.
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b']);

    function PrefetchFirst() {
      const utils = trpc.useContext();
      void utils.b.prefetch();
      const [a] = trpc.a.useSuspenseQuery();
      const [b] = trpc.b.useSuspenseQuery();
      return React.createElement('p', null, a + b);
    }
    assert.match(await render(PrefetchFirst), /<p>ab<\/p>/);
    assert.deepEqual(events.slice(0, 2).sort(), ['start a', 'start b']);

    const text = fs.readFileSync(path.join(root, SUSPENSE), 'utf8').replace(/\s+/g, ' ');
    assert.doesNotMatch(text, /or fetch them in a single component/, 'one component does not remove the waterfall');
    assert.match(text, /and so do two suspense queries in one component/);
  },
);
