/**
 * What `withTRPC`'s server render serializes its dehydrated cache with (10.12.0): `@trpc/next` calls the client's
 * `runtime.transformer.serialize` (withTRPC.tsx, `pageProps.trpcState`) and reads the state back through
 * `useDehydratedState`, that is with its `deserialize`. For an input/output pair those are the pair's
 * `input.serialize` and `output.deserialize`, so a pair of two formats cannot read back what it wrote (the
 * reading side is pinned with the SSG helpers by audit-bh.test.ts).
 *
 *   node --import tsx --test tests/facts/ssr-transformer-pair.test.ts
 */
import assert from 'node:assert/strict';
import type { CombinedDataTransformer, initTRPC as InitTRPC } from '@trpc/server';
import type * as ClientV10 from '../../src/samples/v10/node_modules/@trpc/client';
import type * as ReactQueryV10 from '../../src/samples/v10/node_modules/@trpc/react-query';
import { fact, v10 } from './facts';
import { runPageCode } from './pageCode';

const { httpBatchLink } = v10('@trpc/client') as typeof ClientV10;
const { createTRPCReact } = v10('@trpc/react-query') as typeof ReactQueryV10;
const { initTRPC } = v10('@trpc/server') as { initTRPC: typeof InitTRPC };

fact(
  'docs/nextjs/ssr.md',
  "the dehydrated cache is serialized with the client's transformer: for the data transformers page's superjson/devalue pair, its input half, and read with its output half, which cannot parse it",
  () => {
    const { transformer } = runPageCode<{ transformer: CombinedDataTransformer }>(
      'docs/server/data-transformers.md',
      ['transformer'],
      {},
      { title: 'utils/transformer.ts' },
    );
    const tr = initTRPC.create({ transformer });
    const router = tr.router({ now: tr.procedure.query(() => new Date(0)) });
    assert.equal(router._def._config.transformer, transformer, 'the router uses the pair');
    const client = createTRPCReact<typeof router>().createClient({
      transformer,
      links: [httpBatchLink({ url: 'http://127.0.0.1:9' })],
    }) as unknown as { runtime: { transformer: { serialize: unknown; deserialize: (value: unknown) => unknown } } };
    // The functions themselves, compared by identity (a Record, so that reading them is not a call's `this`).
    const halves = transformer as unknown as Record<'input' | 'output', Record<string, unknown>>;
    const runtime = client.runtime.transformer as Record<string, unknown>;
    assert.equal(runtime.serialize, halves.input.serialize);
    assert.equal(runtime.deserialize, halves.output.deserialize);
    const written = transformer.input.serialize({ at: new Date(0) }) as unknown;
    assert.throws(() => client.runtime.transformer.deserialize(JSON.parse(JSON.stringify(written))), SyntaxError);
  },
);
