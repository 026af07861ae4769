/**
 * Edges the auditors HE to HI noticed on pages not theirs, pinned as the pages now say. Both sentences said the
 * client's types follow "what actually arrives" without a transformer; audit HG showed a resolver's top-level
 * `undefined` is the exception (tests/facts/audit-hg.test.ts), so both now name only the `Date` they are about.
 * The behaviour runs against @trpc/* 10.12.0 from src/samples/v10; the type lines are checked by `npm run typecheck`.
 * HF also noticed that "mounted at the root" on the Lambda pages meets a named stage of an HTTP API, whose name
 * starts the request path (AWS's behaviour, reported in several Lambda adapters' trackers); the last fact runs what
 * the adapters of both versions then do.
 *
 *   node --import tsx --test tests/facts/noticed-he-hi.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as Standalone from '../../src/samples/v10/node_modules/@trpc/server/adapters/standalone';
import type * as LambdaV10 from '../../src/samples/v10/node_modules/@trpc/server/adapters/aws-lambda';
import type * as ServerV9 from '../../src/samples/v9/node_modules/@trpc/server';
import type * as LambdaV9 from '../../src/samples/v9/node_modules/@trpc/server/adapters/aws-lambda';
import { fact, listenOnLoopback, pageText, v10, v9, within } from './facts';

const { initTRPC } = v10('@trpc/server') as typeof TRPCServer;
const tr = initTRPC.create();
const postRouter = tr.router({
  byId: tr.procedure.query(() => ({ id: 1, createdAt: new Date(0) })),
  find: tr.procedure.query(() => [{ id: 1 }].find((post) => post.id === 2)),
});
type Outputs = TRPCServer.inferRouterOutputs<typeof postRouter>;

fact(
  'blog/2023-01-17-tinyrpc-client/index.mdx',
  'inferRouterOutputs types a Date as the string that arrives; the post no longer says the types are honest about everything',
  async (t) => {
    const post = pageText('blog/2023-01-17-tinyrpc-client/index.mdx');
    assert.match(
      post,
      /`inferRouterOutputs` already models that, so our client types `createdAt` as the string that arrives\./,
    );
    assert.doesNotMatch(post, /honest about what actually arrives/);

    const { createHTTPHandler } = v10('@trpc/server/adapters/standalone') as typeof Standalone;
    const { createTRPCProxyClient, httpLink } = v10('@trpc/client') as typeof TRPCClient;
    const handler = createHTTPHandler({ router: postRouter });
    const url = await listenOnLoopback(
      t,
      http.createServer((req, res) => void handler(req, res)),
    );
    const client = createTRPCProxyClient<typeof postRouter>({ links: [httpLink({ url })] });
    const output: Outputs['byId'] = await client.byId.query();
    const createdAt: string = output.createdAt;
    assert.equal(typeof createdAt, 'string');
    assert.equal(createdAt, new Date(0).toISOString());
  },
);

fact(
  'docs/reactjs/useQuery.md',
  "the page names what JSON does to a Date, not every result: a resolver's top-level undefined is outside its types",
  () => {
    const page = pageText('docs/reactjs/useQuery.md');
    assert.match(page, /tRPC's types follow what JSON does to a `Date`: it arrives as a string\./);
    assert.doesNotMatch(page, /tRPC's types follow what actually arrives in the browser/);
    // The edge the old sentence missed: the output type of a `T | undefined` resolver has no `undefined`.
    // @ts-expect-error - the inferred output drops the resolver's `undefined`
    const missing: Outputs['find'] = undefined;
    assert.equal(missing, undefined);
    const withId: Outputs['find'] = { id: 1 };
    assert.equal(withId.id, 1);
  },
);

/**
 * A payload 2.0 event as API Gateway's HTTP API sends it for `GET <rawPath>`, on the route `routeKey`; a named
 * stage starts `rawPath` (`/prod/greet`), the `$default` stage does not (AWS's behaviour, outside the packages).
 */
function httpApiEvent(rawPath: string, routeKey = '$default', pathParameters?: Record<string, string>) {
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: {},
    pathParameters,
    requestContext: { http: { method: 'GET' } },
    isBase64Encoded: false,
  };
}
type LambdaHandler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }>;

fact(
  'docs/server/adapter/aws-lambda.md',
  "without a greedy parameter the procedure path is the request path, so on an HTTP API's named stage /prod/greet looks for prod/greet (NOT_FOUND); a greedy parameter still works there, on 10.x and 9.x alike",
  async () => {
    const stage =
      /On an HTTP API \(payload format 2\.0\) that also means the `\$default` stage: API Gateway puts a named stage at the start of the request path, so on a stage `prod` the request `\/prod\/(\w+)` looks for a procedure `prod\/\1` and gets `NOT_FOUND`\. Use a greedy parameter there\./;
    assert.equal(stage.exec(pageText('docs/server/adapter/aws-lambda.md'))?.[1], 'greet');
    assert.equal(stage.exec(pageText('versioned_docs/version-9.x/server/aws-lambda.md'))?.[1], 'whoami');

    const { awsLambdaRequestHandler } = v10('@trpc/server/adapters/aws-lambda') as typeof LambdaV10;
    const handlerV10 = awsLambdaRequestHandler({
      router: tr.router({ greet: tr.procedure.query(() => 'hello') }),
    }) as unknown as LambdaHandler;
    const trpcV9 = v9('./node_modules/@trpc/server') as typeof ServerV9;
    const { awsLambdaRequestHandler: lambdaV9 } = v9(
      './node_modules/@trpc/server/adapters/aws-lambda',
    ) as typeof LambdaV9;
    const handlerV9 = lambdaV9({
      router: trpcV9.router().query('whoami', { resolve: () => 'hello' }),
      createContext: () => ({}),
    }) as unknown as LambdaHandler;

    for (const [handler, name] of [
      [handlerV10, 'greet'],
      [handlerV9, 'whoami'],
    ] as const) {
      const status = async (event: unknown) =>
        (await within(5000, `the answer for ${name}`, handler(event, {}))).statusCode;
      assert.equal(await status(httpApiEvent(`/${name}`)), 200, 'the $default stage, at the root');
      assert.equal(await status(httpApiEvent(`/prod/${name}`)), 404, 'a named stage starts the path: NOT_FOUND');
      assert.equal(
        await status(httpApiEvent(`/prod/${name}`, 'ANY /{proxy+}', { proxy: name })),
        200,
        'a greedy parameter on a named stage',
      );
    }
  },
);
