/**
 * Independent audit EZ (bench/audit-independent-2026-11-30ez.md): the wrong claims found in a random draw of the
 * docs' sentences and in a census of the latest fixes, pinned as corrected. The facts read the pages and the
 * declarations that @trpc/* 10.12.0 ships in src/samples/v10.
 *
 *   node --import tsx --test tests/facts/audit-ez.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fact } from './facts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const page = (file: string) => read(file).replace(/\s+/g, ' ');

fact(
  'docs/further/faq.md',
  "semantic versioning also leaves out the suspense hooks, which 10.12 marks experimental by the 'ExperimentalSuspense' type flag, not in a documentation comment",
  () => {
    const declarations = read('src/samples/v10/node_modules/@trpc/react-query/dist/createTRPCReact.d.ts');
    // The hooks exist only behind the flag ...
    assert.match(declarations, /TFlags extends 'ExperimentalSuspense' \? \{\s*useSuspenseQuery:/);
    assert.match(declarations, /TFlags extends 'ExperimentalSuspense' \? \{\s*useSuspenseInfiniteQuery:/);
    // ... and no documentation comment of these declarations calls anything experimental.
    const comments = declarations.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
    assert.ok(comments.length > 0);
    const experimentalComments = comments.filter((comment) => /experimental/i.test(comment));
    const faq = page('docs/further/faq.md');
    if (/marked experimental in its documentation comment/.test(faq)) {
      // What the old wording needs: the suspense hooks excepted by a documentation comment.
      assert.notEqual(experimentalComments.length, 0, 'no documentation comment marks the suspense hooks experimental');
    }
    assert.match(
      faq,
      /not prefixed with `unstable_` or marked experimental, such as the \[suspense hooks\]\(\.\.\/reactjs\/suspense\.md\):/,
    );
  },
);
