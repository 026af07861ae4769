/**
 * Repeats that the censuses JA to JC listed on pages no auditor of theirs owned, fixed by the owner.
 */
import assert from 'node:assert/strict';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as StandaloneV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/standalone';
import { fact, pageText, v9 } from './facts';
import { methodAnswers } from './v9MethodAnswers';

const ERROR_HANDLING_V9 = 'versioned_docs/version-9.x/server/error-handling.md';

fact(
  ERROR_HANDLING_V9,
  "9.x onError: type is 'unknown' for PUT and OPTIONS, 'subscription' for PATCH, and a HEAD gets an empty 204 without calling onError",
  async (t) => {
    const page = pageText(ERROR_HANDLING_V9);
    assert.match(
      page,
      /`'unknown'` for an HTTP method other than `GET`, `POST`, `PATCH` and `HEAD` \(a `PATCH` request gets `'subscription'`; a `HEAD` gets an empty `204` without calling `onError`\)/,
    );
    assert.doesNotMatch(page, /other than `GET`, `POST` and `PATCH` \(a `PATCH` request gets/);

    const trpc = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { createHTTPHandler } = v9('./node_modules/@trpc/server/adapters/standalone') as typeof StandaloneV9;
    const types: string[] = [];
    const router = trpc.router().query('hello', { resolve: () => 'hi' });
    const handler = createHTTPHandler({ router, onError: ({ type }) => void types.push(type) });
    const answers = await methodAnswers(t, handler, ['PUT', 'OPTIONS', 'PATCH', 'HEAD', 'GET'], types);
    assert.deepEqual([answers.PUT?.[0], answers.PUT?.[2]], [405, 'unknown']);
    assert.deepEqual([answers.OPTIONS?.[0], answers.OPTIONS?.[2]], [405, 'unknown']);
    assert.deepEqual([answers.PATCH?.[0], answers.PATCH?.[2]], [405, 'subscription']);
    assert.deepEqual(answers.HEAD, [204, '', undefined], 'HEAD: an empty 204, and onError is not called');
    assert.deepEqual([answers.GET?.[0], answers.GET?.[2]], [200, undefined]);
  },
);
