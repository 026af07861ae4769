/**
 * Independent audit CR (bench/audit-independent-2026-11-30cr.md): a random draw of the docs' sentences and a census
 * of the latest fixes on docs/server/procedures.md. The one wrong claim it found is pinned here with
 * @trpc/react-query 10.12.0 and @tanstack/react-query from src/samples/v10: the hooks run in one server render
 * inside the providers, and the query they register is then fetched through a link that calls the router in memory.
 *
 *   node --import tsx --test tests/facts/audit-cr.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Observable from '../../src/samples/v10/node_modules/@trpc/server/observable';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import { fact, v10, within } from './facts';
import { renderInProviders } from './v10-react';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { observable } = v10('@trpc/server/observable') as typeof Observable;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { QueryClient } = v10('@tanstack/react-query') as typeof ReactQuery;
const React = v10('react') as typeof ReactNS;

const t = initTRPC.create();
const router = t.router({ book: t.router({ count: t.procedure.query(() => 2) }) });

const page = 'docs/reactjs/useQuery.md';

fact(
  page,
  "React Query's options are passed on, except queryKey, queryFn and context: the types accept them, but tRPC sets its own",
  async (test) => {
    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    assert.match(
      text,
      /passed on as they are, except `queryKey`, `queryFn` and \[`context`\]/,
      'the page names the three',
    );

    const trpc = createTRPCReact<typeof router>();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    test.after(() => queryClient.clear());
    const linkCalls: string[] = [];
    const client = trpc.createClient({
      links: [
        () =>
          ({ op }) =>
            observable((observer) => {
              linkCalls.push(op.path);
              void router
                .createCaller({})
                .book.count()
                .then((data) => {
                  observer.next({ result: { type: 'data', data } });
                  observer.complete();
                });
            }),
      ],
    });
    let ownQueryFnCalls = 0;
    // A React context without a QueryClient: React Query would throw "No QueryClient set" if it used this one
    const emptyContext = React.createContext<ReactQuery.QueryClient | undefined>(undefined);

    renderInProviders(trpc, client, queryClient, () => {
      trpc.book.count.useQuery(undefined, {
        staleTime: 12_345,
        queryKey: [['mine'], { type: 'query' }] as never,
        queryFn: () => {
          ownQueryFnCalls++;
          return 99;
        },
        context: emptyContext,
      });
      return null;
    });

    const queries = queryClient.getQueryCache().findAll();
    assert.equal(queries.length, 1);
    const [query] = queries;
    assert.deepEqual(query.queryKey, [['book', 'count'], { type: 'query' }], "tRPC's key, not the one passed");
    assert.equal((query.options as { staleTime?: number }).staleTime, 12_345, 'another option is passed on');

    await within(3000, 'the query', queryClient.refetchQueries());
    assert.equal(ownQueryFnCalls, 0, 'the queryFn passed is never called');
    assert.deepEqual(linkCalls, ['book.count'], "tRPC's query function calls the procedure");
    assert.equal(query.state.data, 2);
  },
);
