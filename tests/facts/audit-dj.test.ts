/**
 * Independent audit DJ (bench/audit-independent-2026-11-30dj.md): the one wrong claim it fixed. The fact runs
 * @trpc/* 10.12.0 and zod from src/samples/v10 with the standalone adapter on 127.0.0.1 (a port the OS picks) and
 * the real `httpLink`, using the error formatter of docs/server/error-formatting.md, and reads the page's
 * corrected sentence.
 *
 *   node --import tsx --test tests/facts/audit-dj.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, rejection, v10 } from './facts';

function pageText(page: string): string {
  return readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
}

const formattingPage = 'docs/server/error-formatting.md';
fact(
  formattingPage,
  'zodError.fieldErrors has a key only for the fields that failed validation, and is undefined for an error that is not a validation error',
  async (t) => {
    const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
    const { z, ZodError } = v10('zod') as typeof Zod;
    // The page's formatter.
    const tt = initTRPC.create({
      errorFormatter({ shape, error }) {
        return {
          ...shape,
          data: {
            ...shape.data,
            zodError: error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause.flatten() : null,
          },
        };
      },
    });
    const router = tt.router({
      create: tt.procedure
        .input(z.object({ title: z.string().min(5), body: z.string().min(20) }))
        .mutation(({ input }) => input),
      fail: tt.procedure.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT' });
      }),
    });
    const handler = createHTTPHandler({ router });
    const url = await listenOnLoopback(
      t,
      createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCProxyClient<typeof router>({ links: [httpLink({ url })] });
    type Failed = { data?: { zodError?: { fieldErrors: Record<string, string[] | undefined> } | null } };

    // A valid body and a short title: only `title` is a key; the valid field has none (not even []).
    const invalid = (await rejection(client.create.mutate({ title: 'abc', body: 'x'.repeat(25) }))) as Failed;
    const readFieldErrors = (failed: Failed) => failed.data?.zodError?.fieldErrors;
    const fieldErrors = readFieldErrors(invalid);
    assert.deepEqual(fieldErrors, { title: ['String must contain at least 5 character(s)'] });
    assert.equal(Object.hasOwn(fieldErrors ?? {}, 'body'), false);

    // Not a validation error: zodError is null, so the page's `?.fieldErrors` reads undefined.
    const other = (await rejection(client.fail.mutate())) as Failed;
    assert.equal(other.data?.zodError, null);
    assert.equal(readFieldErrors(other), undefined);

    const text = pageText(formattingPage);
    assert.match(text, /`fieldErrors` has a key only for each field that failed validation, holding its messages/);
    assert.doesNotMatch(text, /`fieldErrors` maps each field name to a list of messages/);
  },
);
