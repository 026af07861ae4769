/**
 * Independent audit FV (bench/audit-independent-2026-11-30fv.md): 65 drawn sentences and a census line, no wrong
 * claim among them. One noticed sentence was narrowed: the 9.x starter projects page now says that the files it
 * lists are in the starter's `src/` folder. The layout was read at the tag `v9.27.4` of trpc/trpc and at the
 * `v9.27.2` commit of trpc/examples-next-prisma-starter; this fact pins the page's wording and that the functions
 * the table names are the ones the 9.x packages export.
 *
 *   node --import tsx --test tests/facts/audit-fv.test.ts
 */
import assert from 'node:assert/strict';
import { fact, pageText, v9 } from './facts';

const page = 'versioned_docs/version-9.x/nextjs/starter-projects.md';

fact(
  page,
  "the files of the 'What to look at first' table are in the starter's src/ folder, and the functions they use are the 9.x packages' exports",
  () => {
    const text = pageText(page);
    assert.match(
      text,
      /In the Next\.js \+ Prisma, WebSockets and TodoMVC starters, these files, in the starter's `src\/` folder, show the v9 setup/,
    );
    assert.match(text, /TodoMVC has no `server\/` folder: its API route also creates the context and the app router/);
    // The old wording sent readers to `pages/...` at the project's root, where no starter has it.
    assert.doesNotMatch(text, /Whichever starter you choose, these files show the v9 setup:/);

    const next = v9('./node_modules/@trpc/server/adapters/next') as Record<string, unknown>;
    const react = v9('./node_modules/@trpc/react') as Record<string, unknown>;
    const nextjs = v9('./node_modules/@trpc/next') as Record<string, unknown>;
    assert.equal(typeof next.createNextApiHandler, 'function');
    assert.equal(typeof react.createReactQueryHooks, 'function');
    assert.equal(typeof nextjs.withTRPC, 'function');
  },
);
