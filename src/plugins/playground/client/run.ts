import * as trpcClient from '@trpc/client';
import * as trpcServer from '@trpc/server';
import * as fetchAdapter from '@trpc/server/adapters/fetch';
import * as zod from 'zod';
import type { OutputLine } from './protocol';

/**
 * A docs version's packages as the runner uses them: the modules a reader's file may import, how to
 * tell a router, its procedures' names, and how it answers a request to localhost.
 */
export type Runtime = {
  readonly packages: Readonly<Record<string, unknown>>;
  readonly isRouter: (value: unknown) => value is object;
  /** The router's procedures by path (`greeting`, `todo.list`). */
  readonly procedures: (router: object) => object;
  readonly answer: (router: object, request: Request, endpoint: string) => Promise<Response>;
};

type RouterV10 = trpcServer.AnyRouter & { readonly _def: { readonly router?: boolean } };

/** 10.x: the packages bundled into the worker from src/samples/v10, and tRPC's own fetch adapter. */
export const RUNTIME_V10: Runtime = {
  packages: {
    '@trpc/client': trpcClient,
    '@trpc/server': trpcServer,
    '@trpc/server/adapters/fetch': fetchAdapter,
    zod,
  },
  isRouter: (value): value is RouterV10 =>
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    (value as RouterV10)._def?.router === true,
  procedures: (router) => (router as RouterV10)._def.procedures as object,
  answer: (router, request, endpoint) =>
    fetchAdapter.fetchRequestHandler({
      endpoint: endpoint === '/' ? '' : endpoint,
      req: request,
      router: router as RouterV10,
      createContext: () => ({}),
    }),
};

/** The parts of a 9.x router the runner reads (src/samples/v9/node_modules/@trpc/server/src/router.ts). */
type RouterV9 = {
  readonly _def: { readonly queries: object; readonly mutations: object; readonly subscriptions: object };
  readonly createCaller: unknown;
};
/** 9.x's `resolveHTTPResponse` (src/http/resolveHTTPResponse.ts of @trpc/server 9.27.4), which its Node adapters call. */
type ResolveV9 = (options: {
  router: object;
  path: string;
  req: { method: string; query: URLSearchParams; headers: Record<string, string>; body: unknown };
  createContext: () => Promise<unknown>;
}) => Promise<{ status: number; headers?: Record<string, string | string[] | undefined>; body?: string }>;

/**
 * 9.x: the packages of src/samples/v9, which the worker loads on a 9.x sample's first Run (a bundle of
 * their own, ./assets.ts). 9.x has no fetch adapter: a request goes through `resolveHTTPResponse`, as
 * its Node adapters do.
 */
export function runtimeV9(packages: Readonly<Record<string, unknown>>): Runtime {
  const resolve = (packages['@trpc/server'] as { resolveHTTPResponse: ResolveV9 }).resolveHTTPResponse;
  return {
    packages,
    isRouter: (value): value is RouterV9 =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as RouterV9)._def?.queries === 'object' &&
      typeof (value as RouterV9).createCaller === 'function',
    procedures: (router) => {
      const { queries, mutations, subscriptions } = (router as RouterV9)._def;
      return { ...queries, ...mutations, ...subscriptions };
    },
    answer: async (router, request, endpoint) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? '' : await request.text();
      const result = await resolve({
        router,
        path: decodeURIComponent(url.pathname).slice(endpoint.length).replace(/^\//, ''),
        req: {
          method: request.method,
          query: url.searchParams,
          headers: Object.fromEntries(request.headers),
          body: body === '' ? undefined : body,
        },
        createContext: () => Promise.resolve({}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(result.headers ?? {})) {
        for (const one of [value ?? []].flat()) headers.append(name, one);
      }
      return new Response(result.body ?? null, { status: result.status, headers });
    },
  };
}

type ModuleBody = (
  require: (name: string) => unknown,
  module: { exports: Record<string, unknown> },
  exports: Record<string, unknown>,
  console: Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>,
) => Promise<unknown>;

// The constructor of async functions: a module body may use top-level await (client.ts does).
const AsyncFunction = (
  Object.getPrototypeOf(async () => {}) as { constructor: new (...source: string[]) => ModuleBody }
).constructor;

/** A value as a console shows it: strings as they are, the rest as compact JSON. */
function formatValue(value: unknown, nested = false): string {
  if (typeof value === 'string') return nested ? JSON.stringify(value) : value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[Function ${value.name || '(anonymous)'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return Object.prototype.toString.call(value); // a cycle
  }
}

const format = (values: unknown[]) => values.map((value) => formatValue(value)).join(' ');

/** A reader's file, compiled to CommonJS. */
export type CompiledFile = { readonly name: string; readonly code: string };

/** `./server` from `client/index.ts` → the reader's file it names, if any (as the bundler's resolution finds it). */
function resolveFile(from: string, specifier: string, names: ReadonlySet<string>): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.replace(/\.js$/, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((name) => names.has(name));
}

/** The files in an order that runs each one's imports first (a cycle keeps the reader's order). */
function runOrder(files: readonly CompiledFile[]): CompiledFile[] {
  const names = new Set(files.map((file) => file.name));
  const byName = new Map(files.map((file) => [file.name, file]));
  const order: CompiledFile[] = [];
  const visiting = new Set<string>();
  const visit = (file: CompiledFile) => {
    if (order.includes(file) || visiting.has(file.name)) return;
    visiting.add(file.name);
    for (const match of file.code.matchAll(/\brequire\("(\.{1,2}\/[^"]*)"\)/g)) {
      const target = resolveFile(file.name, match[1], names);
      if (target) visit(byName.get(target)!);
    }
    order.push(file);
  };
  files.forEach(visit);
  return order;
}

/**
 * The file's top-level variables, functions and classes, for a router it declares but does not export
 * (many samples export only its type): `return { appRouter }` appended to its body. TypeScript's
 * CommonJS output puts them at the start of a line, and what is nested is indented.
 */
function withLocals(code: string): string {
  const names = [...code.matchAll(/^(?:const|let|var|function\*?|async function|class) ([\w$]+)/gm)].map(
    (match) => match[1],
  );
  return `${code}\n;return { ${[...new Set(names)].join(', ')} };`;
}

/**
 * Runs the reader's compiled files with a docs version's packages, each file's imports first; a call
 * to a localhost address is answered by the router the files export (`appRouter` first), else one
 * they declare. Returns the console output, one line per call with its result, and the errors as a
 * reader would see them. `after`, once every file has run, still answers the calls it makes (the React
 * preview renders there, ./preview.ts), with each file's exports and its top-level bindings.
 */
export async function run(
  files: readonly CompiledFile[],
  runtime: Runtime = RUNTIME_V10,
  after?: (
    modules: ReadonlyMap<string, Record<string, unknown>>,
    lines: OutputLine[],
    locals: readonly Record<string, unknown>[],
  ) => Promise<void>,
): Promise<OutputLine[]> {
  const lines: OutputLine[] = [];
  const push =
    (kind: OutputLine['kind']) =>
    (...values: unknown[]) =>
      lines.push({ kind, text: format(values) });
  const console = {
    log: push('log'),
    info: push('info'),
    debug: push('log'),
    warn: push('warn'),
    error: push('error'),
  };
  const pending = new Set<Promise<unknown>>();
  const savedFetch = globalThis.fetch;
  const names = new Set(files.map((file) => file.name));
  const evaluated = new Map<string, Record<string, unknown>>();
  /** Each file's top-level bindings, once its body has run to its end. */
  const locals: Record<string, unknown>[] = [];
  const { packages, isRouter } = runtime;

  const requireFrom = (from: string) => (name: string) => {
    if (name in packages) return packages[name];
    if (name.startsWith('.')) {
      const target = resolveFile(from, name, names);
      const exports = target && evaluated.get(target);
      if (exports) return exports;
      if (target) throw new Error(`${from} imports ${target} in a cycle, which the playground cannot run.`);
      throw new Error(`Cannot find module '${name}' from ${from}.`);
    }
    throw new Error(`Cannot find module '${name}': the playground runs ${Object.keys(packages).join(', ')}.`);
  };
  /** The router a call reaches: an exported `appRouter`, else the first exported router, else one a file declares. */
  const findRouter = (): object | undefined => {
    const exported = [...evaluated.values()];
    const named = exported.map((exports) => exports.appRouter).find(isRouter);
    return (
      named ??
      exported.flatMap((exports) => Object.values(exports)).find(isRouter) ??
      locals.map((found) => found.appRouter).find(isRouter) ??
      locals.flatMap((found) => Object.values(found)).find(isRouter)
    );
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    lines.push({ kind: 'error', text: `Uncaught (in promise) ${formatValue(event.reason)}` });
  };
  self.addEventListener('unhandledrejection', onRejection);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!LOCAL_HOSTS.has(url.hostname)) {
      return Promise.reject(new TypeError(`Failed to fetch ${request.url}: the playground only reaches localhost.`));
    }
    const router = findRouter();
    if (!router) return Promise.reject(new TypeError(`Failed to fetch ${request.url}: no file has a router.`));
    const answer = handle(runtime, router, request, lines);
    pending.add(answer);
    void answer.finally(() => pending.delete(answer));
    return answer;
  };
  try {
    for (const file of runOrder(files)) {
      const module = { exports: {} as Record<string, unknown> };
      const found = await new AsyncFunction('require', 'module', 'exports', 'console', withLocals(file.code))(
        requireFrom(file.name),
        module,
        module.exports,
        console,
      );
      evaluated.set(file.name, module.exports);
      if (typeof found === 'object' && found !== null) locals.push(found as Record<string, unknown>);
    }
    await after?.(evaluated, lines, locals);
  } catch (error) {
    lines.push({ kind: 'error', text: `Uncaught ${formatValue(error)}` });
  } finally {
    // Calls the client started without awaiting them still finish, and report, before the run ends.
    for (let rounds = 0; pending.size > 0 && rounds < 20; rounds++) await Promise.allSettled([...pending]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    globalThis.fetch = savedFetch;
    self.removeEventListener('unhandledrejection', onRejection);
  }
  return lines;
}

/** The hosts a reader's client may call: the router of the reader's files answers. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The path prefix the client's URL puts before the procedures (`/trpc` in `http://localhost:3000/trpc`):
 * the shortest one after which every path of the batch is one of the router's procedures.
 */
function endpointOf(procedures: object, pathname: string): string {
  const segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  for (let count = 0; count < segments.length; count++) {
    const rest = segments.slice(count).join('/');
    if (rest.split(',').every((name) => name in procedures)) return `/${segments.slice(0, count).join('/')}`;
  }
  return `/${segments.slice(0, -1).join('/')}`;
}

type Envelope = { result?: { data?: unknown }; error?: { message?: string; data?: { code?: string } } };

/** One request to the router; each call of a batch gets a line with its outcome. */
async function handle(runtime: Runtime, router: object, request: Request, lines: OutputLine[]): Promise<Response> {
  const endpoint = endpointOf(runtime.procedures(router), new URL(request.url).pathname);
  const response = await runtime.answer(router, request, endpoint);
  const kind = request.method === 'POST' ? 'mutation' : 'query';
  const paths = decodeURIComponent(new URL(request.url).pathname).slice(endpoint.length).replace(/^\//, '').split(',');
  try {
    const body = (await response.clone().json()) as Envelope | Envelope[];
    const envelopes = Array.isArray(body) ? body : [body];
    envelopes.forEach((envelope, index) => {
      const outcome = envelope.error
        ? `error ${envelope.error.data?.code ?? ''}: ${envelope.error.message ?? ''}`
        : formatValue(envelope.result?.data, true);
      lines.push({ kind: 'call', text: `${kind} ${paths[index] ?? paths[0]} → ${outcome}` });
    });
  } catch {
    lines.push({ kind: 'call', text: `${kind} ${paths.join(',')} → HTTP ${response.status}` });
  }
  return response;
}
