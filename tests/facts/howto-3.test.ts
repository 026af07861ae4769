/**
 * How-to sections, third set (tests/facts/README.md): testing components that use the React hooks and
 * React Native's client on the React page, the next-auth session in the context on the Authorization
 * page, and a Cloudflare Worker's bindings in the context on the Fetch adapter page. Components are
 * rendered with react-dom/server, as in react-query.test.ts: a server render runs the hooks but
 * subscribes nothing, so the fetch that a mounted component starts is started here with
 * `refetchQueries()`, and a second render shows what the component then shows.
 *
 *   node --import tsx --test tests/facts/howto-3.test.ts
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as ReactNS from '../../src/samples/v10/node_modules/@types/react';
import type * as ReactDOMServer from '../../src/samples/v10/node_modules/@types/react-dom/server';
import type * as ReactQuery from '../../src/samples/v10/node_modules/@tanstack/react-query';
import type * as TRPCClient from '../../src/samples/v10/node_modules/@trpc/client';
import type { TRPCLink } from '../../src/samples/v10/node_modules/@trpc/client';
import type * as TRPCReact from '../../src/samples/v10/node_modules/@trpc/react-query';
import type * as TRPCServer from '../../src/samples/v10/node_modules/@trpc/server';
import type * as FetchAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/fetch';
import type * as NextAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/next';
import type * as StandaloneAdapter from '../../src/samples/v10/node_modules/@trpc/server/dist/adapters/standalone';
import { env, fact, listenOnLoopback, nextApiServer, rejection, v10, within } from './facts';
import { runPageCode } from './pageCode';

const React = v10('react') as typeof ReactNS;
const { renderToString } = v10('react-dom/server') as typeof ReactDOMServer;
const { QueryClient, QueryObserver } = v10('@tanstack/react-query') as typeof ReactQuery;
const { createTRPCProxyClient, httpBatchLink, httpLink, TRPCClientError } = v10('@trpc/client') as typeof TRPCClient;
const { createTRPCReact } = v10('@trpc/react-query') as typeof TRPCReact;
const { initTRPC, TRPCError } = v10('@trpc/server') as typeof TRPCServer;
const { createHTTPServer } = v10('@trpc/server/adapters/standalone') as typeof StandaloneAdapter;
const { fetchRequestHandler } = v10('@trpc/server/adapters/fetch') as typeof FetchAdapter;
const { createNextApiHandler } = v10('@trpc/server/adapters/next') as typeof NextAdapter;

const REACT_PAGE = 'docs/reactjs/introduction.md';

// The router and hooks of the page's "Testing components that use the hooks" (a procedure added: task.list)
type Context = { user: string | null };
const t = initTRPC.context<Context>().create();
const appRouter = t.router({
  greeting: t.procedure.query(({ ctx }) => {
    // A message other than the code: the component shows data.code only if callerLink's error has it
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
    return `Hello ${ctx.user}`;
  }),
  task: t.router({ list: t.procedure.query(() => ['milk', 'bread']) }),
});
type AppRouter = typeof appRouter;
const trpc = createTRPCReact<AppRouter>();

type Wrapper = (props: { children: ReactNS.ReactNode }) => ReactNS.ReactElement;

/** The QueryClients that the page's createWrapper() creates, so that a fact can run their queries. */
const createdClients: ReactQuery.QueryClient[] = [];
class RecordedQueryClient extends QueryClient {
  constructor(...args: ConstructorParameters<typeof QueryClient>) {
    super(...args);
    createdClients.push(this);
  }
}

type ReactPageCode = {
  callerLink: (ctx: Context) => TRPCLink<AppRouter>;
  createWrapper: (link: TRPCLink<AppRouter>) => Wrapper;
  Greeting: () => ReactNS.ReactElement;
};
let reactPageCode: ReactPageCode | undefined;

/** The page's callerLink(), createWrapper() and Greeting component, run from the page's blocks (inside a fact, so that a failure names the page). */
function fromReactPage(): ReactPageCode {
  reactPageCode ??= {
    ...runPageCode<Omit<ReactPageCode, 'Greeting'>>(REACT_PAGE, ['callerLink', 'createWrapper'], {
      appRouter,
      trpc,
      QueryClient: RecordedQueryClient,
    }),
    ...runPageCode<Pick<ReactPageCode, 'Greeting'>>(REACT_PAGE, ['Greeting'], { trpc }),
  };
  return reactPageCode;
}

function Tasks() {
  const tasks = trpc.task.list.useQuery();
  return React.createElement('p', null, tasks.data?.join(', ') ?? 'Loading...');
}

/**
 * What `Component` shows inside the wrapper of `link` once its query has settled: the first render
 * creates the query, `refetchQueries()` runs it as a mounted component would, the second shows it.
 */
async function settledText(link: TRPCLink<AppRouter>, Component: () => ReactNS.ReactElement) {
  const Wrapper = fromReactPage().createWrapper(link);
  const queryClient = createdClients.at(-1) as ReactQuery.QueryClient;
  const render = () =>
    renderToString(React.createElement(Wrapper, null, React.createElement(Component))).replace(/<[^>]+>/g, '');
  const before = render();
  await within(5000, 'settled queries', queryClient.refetchQueries());
  return { before, after: render() };
}

/** Silences React Query's console.error of a failed query while `run` runs; `logged` gets what it logged. */
async function quietly<T>(run: () => Promise<T>, logged: unknown[] = []): Promise<T> {
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(...args);
  try {
    return await run();
  } finally {
    console.error = original;
  }
}

fact(
  REACT_PAGE,
  "a component inside the test wrapper shows the server's data, through callerLink() and through httpBatchLink to a server the test starts with listen(0), and the error's data.code when the procedure throws",
  async (t) => {
    const { callerLink, Greeting } = fromReactPage();
    assert.deepEqual(await settledText(callerLink({ user: 'Ada' }), Greeting), {
      before: 'Loading...',
      after: 'Hello Ada',
    });
    assert.equal((await settledText(callerLink({ user: null }), Tasks)).after, 'milk, bread', 'nested path');
    assert.equal(
      (await quietly(() => settledText(callerLink({ user: null }), Greeting))).after,
      'UNAUTHORIZED',
      'callerLink error',
    );
    // The wrapper's QueryClient: a new one for each wrapper, with retry: false
    const clients = createdClients.length;
    fromReactPage().createWrapper(callerLink({ user: null }));
    fromReactPage().createWrapper(callerLink({ user: null }));
    assert.equal(createdClients.length, clients + 2, 'a new QueryClient for each wrapper');
    assert.equal(createdClients.at(-1)?.getDefaultOptions().queries?.retry, false);

    const { server, listen } = createHTTPServer({ router: appRouter, createContext: () => ({ user: 'Bob' }) });
    t.after(() => {
      server.closeAllConnections();
      server.close();
    });
    const { port } = listen(0);
    assert.ok(port !== undefined && port > 0, `listen(0) should return the port the system picked, got ${port}`);
    const link = httpBatchLink({ url: `http://127.0.0.1:${port}` });
    assert.equal((await settledText(link, Greeting)).after, 'Hello Bob', 'real server');
  },
);

fact(
  REACT_PAGE,
  "React Query retries a failed query three times by default, waiting 1, 2 and 4 seconds, and not at all with retry: false; outside production it logs the failed query's error with console.error",
  async (t) => {
    const delays: number[] = [];
    const original = globalThis.setTimeout;
    // the retryer sleeps with setTimeout(resolve, delay): record each such delay and run it at once
    globalThis.setTimeout = ((handler: () => void, ms?: number) => {
      if (/retryer/.test(new Error().stack ?? '')) {
        delays.push(ms ?? 0);
        return original(handler, 0);
      }
      return original(handler, ms);
    }) as typeof setTimeout;
    t.after(() => (globalThis.setTimeout = original));

    for (const retry of [undefined, false] as const) {
      delays.length = 0;
      let calls = 0;
      const queryClient = new QueryClient(retry === undefined ? {} : { defaultOptions: { queries: { retry } } });
      // what useQuery runs: an observer, subscribed as a mounted component subscribes it
      const observer = new QueryObserver(queryClient, {
        queryKey: ['fails'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new Error('down'));
        },
      });
      const settled = new Promise<string>((resolve) => {
        const unsubscribe = observer.subscribe((result) => {
          if (result.status === 'error') {
            unsubscribe();
            resolve(result.status);
          }
        });
      });
      const logged: unknown[] = [];
      assert.equal(await quietly(() => within(5000, 'error state', settled), logged), 'error');
      assert.equal(env.NODE_ENV === 'production', false, 'outside production');
      assert.deepEqual(
        logged.map((error) => (error as Error).message),
        ['down'],
        'the failed query logs its error once with console.error',
      );
      if (retry === undefined) {
        assert.equal(calls, 4, 'one call and three retries');
        assert.deepEqual(delays, [1000, 2000, 4000]);
      } else {
        assert.equal(calls, 1, 'retry: false');
        assert.deepEqual(delays, []);
      }
    }
  },
);

fact(
  REACT_PAGE,
  'the HTTP links take the global fetch when given none, creating one with no global fetch throws "No fetch implementation found", and a relative URL fails with "Failed to parse URL from /trpc/greeting?batch=1&input=%7B%7D" where nothing resolves it',
  async (t) => {
    const original = globalThis.fetch;
    t.after(() => (globalThis.fetch = original));
    const asked: string[] = [];
    globalThis.fetch = ((url: string) => {
      asked.push(String(url));
      return Promise.resolve(Response.json([{ result: { data: 'Hello from the global fetch' } }]));
    }) as typeof fetch;
    const viaGlobal = createTRPCProxyClient<AppRouter>({
      links: [httpBatchLink({ url: 'http://10.0.2.2:4000/trpc' })],
    });
    assert.equal(await within(5000, 'answer', viaGlobal.greeting.query()), 'Hello from the global fetch');
    assert.match(asked[0] ?? '', /^http:\/\/10\.0\.2\.2:4000\/trpc\/greeting\?batch=1/);

    // @ts-expect-error a runtime without fetch
    delete globalThis.fetch;
    assert.throws(() => httpBatchLink({ url: 'http://10.0.2.2:4000/trpc' }), {
      message: 'No fetch implementation found',
    });
    assert.throws(() => httpLink({ url: 'http://10.0.2.2:4000/trpc' }), { message: 'No fetch implementation found' });
    globalThis.fetch = original;

    const relative = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
    const failure = await rejection(relative.greeting.query());
    assert.ok(failure instanceof TRPCClientError, 'a TRPCClientError');
    assert.equal(failure.message, 'Failed to parse URL from /trpc/greeting?batch=1&input=%7B%7D');
  },
);

fact(
  REACT_PAGE,
  'listen(port) without a host listens on every interface (:: or 0.0.0.0), so a phone on the network can reach it',
  (t) => {
    const { server, listen } = createHTTPServer({ router: appRouter, createContext: () => ({ user: null }) });
    t.after(() => server.close());
    listen(0);
    const { address } = server.address() as AddressInfo;
    assert.ok(['::', '0.0.0.0'].includes(address), `listened on ${address}`);
  },
);

fact(
  'docs/server/adapter/fetch.md',
  "fetchRequestHandler hands createContext only req and resHeaders, and a createContext defined in the Worker's fetch gives procedures the env and execution context of that call, by closure",
  async () => {
    interface Env {
      SETTINGS: { get(key: string): Promise<string | null>; put(key: string, value: string): Promise<void> };
      API_VERSION: string;
    }
    interface ExecutionContext {
      waitUntil(promise: Promise<unknown>): void;
    }
    // The page's Worker (its default export, with its createContext and router), run from its block;
    // fetchRequestHandler passed in records the keys of the options it hands createContext
    const optionKeys: string[][] = [];
    const recordingHandler: typeof fetchRequestHandler = (opts) => {
      const { createContext } = opts;
      assert.ok(createContext, "the page's Worker passes a createContext");
      return fetchRequestHandler({
        ...opts,
        createContext: (handed) => {
          optionKeys.push(Object.keys(handed).sort());
          return createContext(handed);
        },
      });
    };
    const { default: worker } = runPageCode<{
      default: { fetch(request: Request, env: Env, execution: ExecutionContext): Promise<Response> };
    }>(
      'docs/server/adapter/fetch.md',
      ['default'],
      { fetchRequestHandler: recordingHandler },
      { section: 'Bindings (`env`) and `ctx` in the context' },
    );
    /** An Env whose SETTINGS is a Map, as a KV namespace would hold it. */
    const kvEnv = (entries: [string, string][], version: string): Env & { store: Map<string, string> } => {
      const store = new Map(entries);
      return {
        store,
        API_VERSION: version,
        SETTINGS: {
          get: (key) => Promise.resolve(store.get(key) ?? null),
          put: (key, value) => Promise.resolve(void store.set(key, value)),
        },
      };
    };
    const pending: Promise<unknown>[] = [];
    const execution: ExecutionContext = { waitUntil: (promise) => void pending.push(promise) };
    const envA = kvEnv([['theme', 'dark']], '2024-a');
    const envB = kvEnv([['theme', 'light']], '2024-b');

    const read = async (env: Env) => {
      const response = await worker.fetch(new Request('http://worker/trpc/setting?input=%22theme%22'), env, execution);
      return ((await response.json()) as { result: { data: unknown } }).result.data;
    };
    assert.equal(await read(envA), 'dark');
    assert.equal(await read(envB), 'light');
    assert.deepEqual(optionKeys, [
      ['req', 'resHeaders'],
      ['req', 'resHeaders'],
    ]);

    const saved = await worker.fetch(
      new Request('http://worker/trpc/saveSetting', {
        method: 'POST',
        body: JSON.stringify({ key: 'lang', value: 'de' }),
      }),
      envB,
      execution,
    );
    assert.deepEqual(((await saved.json()) as { result: { data: unknown } }).result.data, { saved: 'lang' });
    assert.equal(saved.headers.get('x-api-version'), '2024-b', 'the response header from env of that call');
    assert.equal(pending.length, 1, 'waitUntil got the write');
    await Promise.all(pending);
    assert.equal(envB.store.get('lang'), 'de');
    assert.equal(envA.store.has('lang'), false);
  },
);

const AUTH_PAGE = 'docs/server/authorization.md';

fact(
  AUTH_PAGE,
  'the session that createContext gets from getServerSession(req, res, authOptions) types ctx.session as Session | null, and the isSignedIn middleware answers UNAUTHORIZED without a user and hands the protected procedure a non-optional user',
  async (t) => {
    /** next-auth 4.24's default Session type (next-auth/core/types.d.ts), which the page's sample declares */
    interface Session {
      user?: { name?: string | null; email?: string | null; image?: string | null };
      expires: string;
    }
    type Context = { session: Session | null };
    // Types: without the page's middleware, the session may be null
    const tn = initTRPC.context<Context>().create();
    // @ts-expect-error ctx.session is possibly null
    tn.procedure.query(({ ctx }) => ctx.session.user);

    const authOptions = { providers: [] };
    const calls: unknown[][] = [];
    /** Stands in for next-auth's getServerSession: a session for the cookie `session=ada`, else null */
    const getServerSession = (...args: [NextAdapter.CreateNextContextOptions['req'], unknown, unknown]) => {
      calls.push(args);
      const [req] = args;
      return Promise.resolve<Session | null>(
        req.cookies.session === 'ada'
          ? { user: { name: 'Ada', email: 'ada@example.com' }, expires: '2030-01-01' }
          : null,
      );
    };
    // The page's createContext (server/context.ts) and router (server/trpc.ts), run from its blocks
    const section = 'Read the signed-in user from NextAuth.js';
    const { createContext } = runPageCode<{
      createContext: (opts: NextAdapter.CreateNextContextOptions) => Promise<Context>;
    }>(AUTH_PAGE, ['createContext'], { getServerSession, authOptions }, { section });
    const { appRouter: router } = runPageCode<{ appRouter: TRPCServer.AnyRouter }>(
      AUTH_PAGE,
      ['appRouter'],
      {},
      { section },
    );

    const base = `${await listenOnLoopback(t, nextApiServer(createNextApiHandler({ router, createContext })))}/api/trpc`;
    const signedOut = await within(5000, 'answer without a session', fetch(`${base}/whoami`));
    const body = (await signedOut.json()) as { error?: { data?: { code: string; httpStatus: number } } };
    assert.equal(signedOut.status, 401);
    assert.equal(body.error?.data?.code, 'UNAUTHORIZED');
    const signedIn = await within(
      5000,
      'answer with a session',
      fetch(`${base}/whoami`, { headers: { cookie: 'session=ada' } }),
    );
    assert.deepEqual(await signedIn.json(), { result: { data: 'ada@example.com' } });
    assert.equal(calls.length, 2);
    for (const [req, res, options] of calls) {
      assert.ok(
        req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
        'req and res of the adapter',
      );
      assert.equal(options, authOptions, 'the options exported from server/auth.ts');
    }
  },
);
