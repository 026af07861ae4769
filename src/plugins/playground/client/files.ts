import type { Files } from './protocol';

/** The two files the playground opens with: the quickstart's reading list (docs/main/quickstart.mdx). */
export const initialFiles: Files = {
  'server.ts': `import { initTRPC } from '@trpc/server';
import { z } from 'zod';

const t = initTRPC.create();

type Book = { id: number; title: string; author: string };

const books: Book[] = [{ id: 1, title: 'The Dispossessed', author: 'Ursula K. Le Guin' }];

export const appRouter = t.router({
  bookById: t.procedure
    .input(z.number().int().positive())
    .query(({ input }) => books.find((book) => book.id === input) ?? null),
  addBook: t.procedure
    .input(z.object({ title: z.string().min(1), author: z.string().min(1) }))
    .mutation(({ input }) => {
      const book: Book = { id: books.length + 1, ...input };
      books.push(book);
      return book;
    }),
});

export type AppRouter = typeof appRouter;
`,
  'client.ts': `import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './server';

// In the playground, requests to localhost:3000 reach the router of server.ts, inside this page.
const client = createTRPCProxyClient<AppRouter>({
  links: [httpBatchLink({ url: 'http://localhost:3000' })],
});

const book = await client.bookById.query(1);
console.log(book?.title);

const added = await client.addBook.mutate({ title: 'Piranesi', author: 'Susanna Clarke' });
console.log(added.id);
`,
};
