/**
 * Independent audit HK (bench/audit-independent-2026-11-30hk.md): 64 drawn sentences and a census line, one wrong
 * claim. The 9.x starter projects page said that whichever starter you choose, the files of its "What to look at
 * first" table are in the starter's `src/` folder, with TodoMVC as the only exception. Two of the five starters it
 * lists place them elsewhere. The evidence is repositories, not a package:
 *   create-t3-app@5.8.0 to 5.15.0, `cli/src/installers/trpc.ts`: the context goes to `src/server/router/context.ts`
 *     and the app router (`createRouter().merge("example.", exampleRouter)`) to `src/server/router/index.ts`;
 *   trpc/zart (its last commit, tRPC ^9.6): `apps/nextjs/src/pages/{_app.tsx,api/trpc/[trpc].ts}`,
 *     `apps/nextjs/src/utils/trpc.ts` = `export * from '@zart/react/trpc'` (`packages/react/trpc.tsx` calls
 *     `createReactQueryHooks`), and `packages/api/src/{createContext.ts,routers/_app.ts}`;
 *   trpc/trpc at `v9.27.4`: `examples/next-prisma-starter` and `next-prisma-starter-websockets` have the table's
 *     five files under `src/`, `next-prisma-todomvc` has no `src/server/`.
 * The fact pins the page's new wording and runs a t3 5.x-style router (a `createRouter()` of the context's module,
 * merged under a prefix) and the hooks factory with the 9.27.4 packages.
 *
 *   node --import tsx --test tests/facts/audit-hk.test.ts
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import { fact, pageText, v9 } from './facts';

const page = 'versioned_docs/version-9.x/nextjs/starter-projects.md';

fact(
  page,
  "the 'What to look at first' files are in src/ of the Next.js + Prisma, WebSockets and TodoMVC starters; create-t3-app 5.x and zART place them elsewhere",
  async () => {
    const text = pageText(page);
    assert.match(
      text,
      /In the Next\.js \+ Prisma, WebSockets and TodoMVC starters, these files, in the starter's `src\/` folder, show the v9 setup/,
    );
    assert.match(
      text,
      /create-t3-app 5\.x keeps the context in `src\/server\/router\/context\.ts` and the app router in `src\/server\/router\/index\.ts`/,
    );
    assert.match(
      text,
      /zART, a monorepo, has the API route, `_app\.tsx` and `utils\/trpc\.ts` \(which re-exports the hooks of `packages\/react\/trpc\.tsx`\) in `apps\/nextjs\/src`, and the context and routers in `packages\/api\/src` \(`createContext\.ts`, `routers\/_app\.ts`\)/,
    );
    // The old universal, which create-t3-app 5.x and zART do not follow.
    assert.doesNotMatch(text, /Whichever starter you choose, these files/);

    // create-t3-app 5.x's context module exports `createRouter = () => trpc.router<Context>()`, and its
    // `server/router/index.ts` merges the example router under `example.`: that runs with 9.27.4.
    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const createRouter = () => trpc.router<{ user: string | null }>();
    const exampleRouter = createRouter().query('hello', { resolve: ({ ctx }) => `hello ${ctx.user ?? 'guest'}` });
    const appRouter = createRouter().merge('example.', exampleRouter);
    assert.equal(await appRouter.createCaller({ user: null }).query('example.hello'), 'hello guest');

    // zART's packages/react/trpc.tsx and t3 5.x's utils/trpc.ts call the 9.x hooks factory.
    const react = v9('./node_modules/@trpc/react') as Record<string, unknown>;
    assert.equal(typeof react.createReactQueryHooks, 'function');
  },
);
