/**
 * Edges the auditors FO and FP noticed on pages not theirs, pinned as the pages now say: after a rename on the
 * server, which client call turns red (a call already under `@ts-expect-error` stays silent, so "every call site"
 * was wrong), and the types of a 9.x query's `data` and `error` in the React introduction. The type-level halves
 * are compiled by `npm run typecheck` (their `@ts-expect-error` lines fail it if the error goes away); the rest
 * runs @trpc/* 10.12.0 and 9.27.4 from src/samples.
 *
 *   node --import tsx --test tests/facts/noticed-fl-fp.test.ts
 */
import assert from 'node:assert/strict';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import type * as ClientV9 from '../../src/samples/v9/node_modules/@trpc/client';
import type * as ReactV9 from '../../src/samples/v9/node_modules/@trpc/react';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as ZodV9 from '../../src/samples/v9/node_modules/zod';
import { fact, pageText, v10, v9 } from './facts';

fact(
  'blog/2021-05-05-introducing-trpc.md',
  "after renaming greet on the server, the post's plain call turns red, while its call under @ts-expect-error stays silent",
  async () => {
    assert.match(
      pageText('blog/2021-05-05-introducing-trpc.md'),
      /Rename `greet` on the server and the client's `trpc\.greet\.query\(\{ name: 'Ada' \}\)` turns red\./,
    );
    const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpBatchLink } = v10('@trpc/client') as typeof TRPCClient;
    const { z } = v10('zod') as typeof Zod;
    const t = initTRPC.create();
    // The post's router with `greet` renamed.
    const renamed = t.router({
      welcome: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => `Hello, ${input.name}!`),
    });
    const trpc = createTRPCProxyClient<typeof renamed>({ links: [httpBatchLink({ url: 'http://127.0.0.1:9' })] });
    // Only typed: the post's two calls, never sent.
    /* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- calls the types reject on purpose */
    const postCalls = () => [
      // @ts-expect-error the old name is gone: red
      trpc.greet.query({ name: 'Ada' }),
      // @ts-expect-error the post's own expected error, which now hides the rename
      trpc.greet.query({ name: 42 }),
    ];
    /* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return */
    assert.equal(typeof postCalls, 'function');
    assert.equal(await renamed.createCaller({}).welcome({ name: 'Ada' }), 'Hello, Ada!');
  },
);

fact(
  'versioned_docs/version-9.x/main/quickstart.md',
  'after renaming todo.add, a 9.x client call with the old name and a valid input turns red',
  async () => {
    assert.match(
      pageText('versioned_docs/version-9.x/main/quickstart.md'),
      /If you rename `todo\.add` on the server, a client call that still uses the old name, such as `client\.mutation\('todo\.add', \{ text: 'Buy milk' \}\)`, turns red\./,
    );
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createTRPCClient } = v9('./node_modules/@trpc/client') as typeof ClientV9;
    const { z } = v9('zod') as typeof ZodV9;
    const renamed = trpc.router().mutation('todo.create', {
      input: z.object({ text: z.string().min(1) }),
      resolve: ({ input }) => ({ id: 1, text: input.text, done: false }),
    });
    const client = createTRPCClient<typeof renamed>({ url: 'http://127.0.0.1:9' });
    // Only typed: never sent.
    const pageCall = () =>
      // @ts-expect-error 'todo.add' is no longer a mutation path
      client.mutation('todo.add', { text: 'Buy milk' });
    assert.equal(typeof pageCall, 'function');
    assert.deepEqual(await renamed.createCaller({}).mutation('todo.create', { text: 'Buy milk' }), {
      id: 1,
      text: 'Buy milk',
      done: false,
    });
  },
);

fact(
  'versioned_docs/version-9.x/reactjs/introduction.md',
  "a 9.x useQuery()'s data is undefined until it loads, and its error is null until it fails",
  async () => {
    assert.match(
      pageText('versioned_docs/version-9.x/reactjs/introduction.md'),
      /`todos\.data` is an array of todos once the check for `undefined` has passed, and an `error` that is not `null` is a `TRPCClientErrorLike<AppRouter>`/,
    );
    const trpc = v9('@trpc/server') as typeof ServerV9;
    const { createReactQueryHooks } = v9('@trpc/react') as typeof ReactV9;
    const appRouter = trpc.router().query('todo.list', { resolve: () => [{ id: 1, text: 'Buy milk' }] });
    const hooks = createReactQueryHooks<typeof appRouter>();
    // Only typed: hooks cannot run outside a render.
    const typed = () => {
      const todos = hooks.useQuery(['todo.list']);
      // @ts-expect-error data may be undefined before the check
      const before: { id: number; text: string }[] = todos.data;
      // @ts-expect-error error may be null
      const message: string = todos.error.message;
      if (!todos.data || !todos.error) return [before, message];
      const after: { id: number; text: string }[] = todos.data;
      const shape: unknown = todos.error.shape;
      return [after, shape];
    };
    assert.equal(typeof typed, 'function');
    assert.deepEqual(await appRouter.createCaller({}).query('todo.list'), [{ id: 1, text: 'Buy milk' }]);
  },
);
