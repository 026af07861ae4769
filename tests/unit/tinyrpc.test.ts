/**
 * Runs the tiny client from the blog post "Writing a tiny tRPC client"
 * (blog/2023-01-17-tinyrpc-client/tinyrpc.ts) against a real tRPC 10 server.
 *
 *   node --import tsx --test tests/unit/tinyrpc.test.ts
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { initTRPC, TRPCError } from '@trpc/server';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import { z } from 'zod';
import { createTinyClient, TinyRPCError, type TinyClient } from '../../blog/2023-01-17-tinyrpc-client/tinyrpc';

// --- a small router -------------------------------------------------------

interface Book {
  id: number;
  title: string;
  addedAt: Date;
}

const t = initTRPC.create();
const books: Book[] = [{ id: 1, title: 'Dune', addedAt: new Date('2023-01-01T00:00:00Z') }];

const appRouter = t.router({
  health: t.procedure.query(() => 'ok' as const),
  book: t.router({
    byId: t.procedure.input(z.object({ id: z.number().int() })).query(({ input }) => {
      const book = books.find((b) => b.id === input.id);
      if (!book) throw new TRPCError({ code: 'NOT_FOUND', message: `No book ${input.id}` });
      return book;
    }),
    add: t.procedure.input(z.object({ title: z.string().min(1) })).mutation(({ input }) => {
      const book: Book = { id: books.length + 1, title: input.title, addedAt: new Date() };
      books.push(book);
      return book;
    }),
  }),
});
type AppRouter = typeof appRouter;

// --- type-level assertions --------------------------------------------------

/** Resolves to true only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Only accepts `true`: a failed comparison is a compile error. */
type Expect<T extends true> = T;

type Client = TinyClient<AppRouter>;
type QueryOutput<TFn extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<TFn>>;

// Checked by the type checker, not at run time (exported so it counts as used).
export type TypeTests = [
  // The Date comes back as a string: outputs are the JSON form of the resolver's return type.
  Expect<Equal<QueryOutput<Client['book']['byId']['query']>, { id: number; title: string; addedAt: string }>>,
  Expect<Equal<Parameters<Client['book']['add']['mutate']>, [input: { title: string }]>>,
  Expect<Equal<QueryOutput<Client['health']['query']>, 'ok'>>,
  // A query has no mutate() and a mutation no query().
  Expect<Equal<keyof Client['book']['byId'], 'query'>>,
  Expect<Equal<keyof Client['book']['add'], 'mutate'>>,
];

// --- the server -------------------------------------------------------------

let url = '';
const { server } = createHTTPServer({ router: appRouter });

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
});

after(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

// --- the tests --------------------------------------------------------------

describe('tinyrpc client', () => {
  it('calls a query without input', async () => {
    const client = createTinyClient<AppRouter>({ url });
    const status = await client.health.query();
    assert.equal(status, 'ok');
  });

  it('calls a query with input on a nested router', async () => {
    const client = createTinyClient<AppRouter>({ url });
    const book = await client.book.byId.query({ id: 1 });
    assert.equal(book.title, 'Dune');
    assert.equal(typeof book.addedAt, 'string');
    assert.equal(new Date(book.addedAt).toISOString(), '2023-01-01T00:00:00.000Z');
  });

  it('calls a mutation and sends headers', async () => {
    const seen: string[] = [];
    const sentHeaders: Headers[] = [];
    const client = createTinyClient<AppRouter>({
      url,
      headers: () => ({ 'x-test': 'yes' }),
      fetch: async (input, init) => {
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a URL string or URL object here, never a Request
        seen.push(`${init?.method} ${String(input)}`);
        sentHeaders.push(new Headers(init?.headers));
        return fetch(input, init);
      },
    });
    const created = await client.book.add.mutate({ title: 'Hyperion' });
    assert.equal(created.title, 'Hyperion');
    assert.equal(created.id, 2);
    assert.deepEqual(seen, [`POST ${url}/book.add`]);
    assert.equal(sentHeaders[0]?.get('x-test'), 'yes');
    assert.equal(sentHeaders[0]?.get('content-type'), 'application/json');

    const again = await client.book.byId.query({ id: created.id });
    assert.equal(again.title, 'Hyperion');
    assert.match(seen[1] ?? '', /^GET .*\/book\.byId\?input=%7B%22id%22%3A2%7D$/);
    assert.equal(sentHeaders[1]?.get('x-test'), 'yes');
  });

  it('throws BAD_REQUEST for input the server rejects', async () => {
    const client = createTinyClient<AppRouter>({ url });
    await assert.rejects(client.book.add.mutate({ title: '' }), (err: unknown) => {
      assert.ok(err instanceof TinyRPCError);
      assert.equal(err.code, 'BAD_REQUEST');
      assert.equal(err.httpStatus, 400);
      assert.equal(err.path, 'book.add');
      return true;
    });
  });

  it('throws the code of a TRPCError thrown by the procedure', async () => {
    const client = createTinyClient<AppRouter>({ url });
    await assert.rejects(client.book.byId.query({ id: 404 }), (err: unknown) => {
      assert.ok(err instanceof TinyRPCError);
      assert.equal(err.code, 'NOT_FOUND');
      assert.equal(err.httpStatus, 404);
      assert.equal(err.message, 'No book 404');
      return true;
    });
  });

  it('rejects wrong calls at compile time and at run time', async () => {
    const client = createTinyClient<AppRouter>({ url });
    // Calling a procedure without .query()/.mutate() fails before any request is sent.
    assert.throws(() => {
      // @ts-expect-error -- byId is not a function, call byId.query()
      void client.book.byId();
    }, TypeError);
    // The type error is enough for the reader; the server says NOT_FOUND if it is sent anyway.
    /* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- a call the types reject on purpose */
    await assert.rejects(
      // @ts-expect-error -- byId is a query, it has no mutate()
      client.book.byId.mutate({ id: 1 }),
      (err: unknown) => err instanceof TinyRPCError && err.code === 'NOT_FOUND',
    );
    /* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
    // @ts-expect-error -- the input must be { id: number }
    await assert.rejects(client.book.byId.query({ id: 'one' }), TinyRPCError);
    // Awaiting a router must not hang: `then` is not turned into a path segment.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- await a non-thenable on purpose
    const notAPromise: unknown = await (client.book as unknown);
    assert.equal(typeof notAPromise, 'function');
  });
});
