/**
 * Independent audit HL (bench/audit-independent-2026-11-30hl.md): 65 drawn sentences. Each fact runs the packages of
 * the page's version from src/samples (here @trpc/* 10.12.0 with express 4.22.3 and body-parser 1.20.9) on
 * 127.0.0.1, at a port the OS picks.
 *
 *   node --import tsx --test tests/facts/audit-hl.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as ExpressAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/express';
import type Express from '../../src/samples/v10/node_modules/@types/express';
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { fact, listenOnLoopback, pageText, v10, within } from './facts';

const FAQ_PAGE = 'docs/further/faq.md';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const { createExpressMiddleware } = v10('@trpc/server/adapters/express') as typeof ExpressAdapter;
const express = v10('express') as typeof Express;
const { z } = v10('zod') as typeof Zod;

/** A FormData body with one small file, as a browser would send it. */
function formData(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['hello']), 'hello.txt');
  return form;
}

interface Answer {
  status: number;
  body: { result?: { data?: unknown }; error?: { data?: { code?: string } } };
}

async function postForm(url: string): Promise<Answer> {
  const response = await within(
    5000,
    `answer to a FormData POST to ${url}`,
    fetch(url, { method: 'POST', body: formData() }),
  );
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

fact(
  FAQ_PAGE,
  'on Express a FormData body fails with 400 PARSE_ERROR only while no body parser runs first: after express.json() or express.urlencoded() the mutation runs with {} as its input',
  async (t) => {
    const page = pageText(FAQ_PAGE);
    assert.match(
      page,
      /On Express that holds only while no body parser runs before tRPC: `express\.json\(\)` and `express\.urlencoded\(\)` skip a form body but leave `req\.body` as `\{\}`, and tRPC runs the mutation with that `\{\}` as its input \(an input validator that rejects `\{\}` answers `400 BAD_REQUEST`\)\./,
    );
    // The old text stated PARSE_ERROR for Express without a condition: the sentence right after it was the client's.
    assert.doesNotMatch(page, /`application\/json`\)\. The client side is JSON too/);

    const t10 = initTRPC.create();
    const router = t10.router({
      echo: t10.procedure.input((value: unknown) => value).mutation(({ input }) => ({ input })),
      named: t10.procedure.input(z.object({ name: z.string() })).mutation(({ input }) => input.name),
    });
    const serve = async (parser?: 'json' | 'urlencoded'): Promise<string> => {
      const app = express();
      if (parser === 'json') app.use(express.json());
      if (parser === 'urlencoded') app.use(express.urlencoded({ extended: false }));
      app.use('/trpc', createExpressMiddleware({ router }));
      return listenOnLoopback(t, http.createServer(app));
    };

    // No body parser: tRPC reads the multipart text itself and cannot parse it.
    const bare = await postForm(`${await serve()}/trpc/echo`);
    assert.equal(bare.status, 400);
    assert.equal(bare.body.error?.data?.code, 'PARSE_ERROR');

    for (const parser of ['json', 'urlencoded'] as const) {
      const base = await serve(parser);
      // The parser skipped the form and left `req.body` as `{}`: the mutation runs with `{}`.
      const echoed = await postForm(`${base}/trpc/echo`);
      assert.equal(echoed.status, 200, parser);
      assert.deepEqual(echoed.body.result?.data, { input: {} }, parser);
      // A validator that rejects `{}` answers 400 BAD_REQUEST, not PARSE_ERROR.
      const named = await postForm(`${base}/trpc/named`);
      assert.equal(named.status, 400, parser);
      assert.equal(named.body.error?.data?.code, 'BAD_REQUEST', parser);
    }
  },
);
