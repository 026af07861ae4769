import * as trpcClient from '@trpc/client';
import * as trpcServer from '@trpc/server';
import * as fetchAdapter from '@trpc/server/adapters/fetch';
import * as zod from 'zod';
import type { AnyRouter } from '@trpc/server';
import type { OutputLine } from './protocol';

/** The packages the reader's files may import, bundled into the worker from src/samples/v10. */
const packages: Readonly<Record<string, unknown>> = {
  '@trpc/client': trpcClient,
  '@trpc/server': trpcServer,
  '@trpc/server/adapters/fetch': fetchAdapter,
  zod,
};

/** The address client.ts calls; the worker answers it with the router of server.ts. */
const SERVER_ORIGIN = 'http://localhost:3000';

type ModuleBody = (
  require: (name: string) => unknown,
  module: { exports: Record<string, unknown> },
  exports: Record<string, unknown>,
  console: Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>,
) => Promise<void>;

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

/**
 * Runs the two compiled files: server.ts first, then client.ts, whose requests to SERVER_ORIGIN go
 * to server.ts's `appRouter` through tRPC's own fetch adapter. Returns the console output, one line
 * per call with its result, and the errors as a reader would see them.
 */
export async function run(compiled: { server: string; client: string }): Promise<OutputLine[]> {
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

  const evaluate = async (source: string, require: (name: string) => unknown) => {
    const module = { exports: {} as Record<string, unknown> };
    await new AsyncFunction('require', 'module', 'exports', 'console', source)(
      require,
      module,
      module.exports,
      console,
    );
    return module.exports;
  };
  const requirePackage = (name: string) => {
    if (name in packages) return packages[name];
    throw new Error(`Cannot find module '${name}': the playground has @trpc/server, @trpc/client and zod.`);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    lines.push({ kind: 'error', text: `Uncaught (in promise) ${formatValue(event.reason)}` });
  };
  self.addEventListener('unhandledrejection', onRejection);
  try {
    const server = await evaluate(compiled.server, requirePackage);
    const router = server.appRouter as AnyRouter | undefined;
    if (!router) throw new Error('server.ts must export its router as appRouter.');
    const serverFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== SERVER_ORIGIN) {
        return Promise.reject(
          new TypeError(`Failed to fetch ${request.url}: the playground only reaches ${SERVER_ORIGIN}.`),
        );
      }
      const answer = handle(router, request, lines);
      pending.add(answer);
      void answer.finally(() => pending.delete(answer));
      return answer;
    };
    globalThis.fetch = serverFetch;
    await evaluate(compiled.client, (name) => (/^\.\/server(\.ts)?$/.test(name) ? server : requirePackage(name)));
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

type Envelope = { result?: { data?: unknown }; error?: { message?: string; data?: { code?: string } } };

/** One request through tRPC's fetch adapter; each call of a batch gets a line with its outcome. */
async function handle(router: AnyRouter, request: Request, lines: OutputLine[]): Promise<Response> {
  const response = await fetchAdapter.fetchRequestHandler({
    endpoint: '',
    req: request,
    router,
    createContext: () => ({}),
  });
  const kind = request.method === 'POST' ? 'mutation' : 'query';
  const paths = decodeURIComponent(new URL(request.url).pathname.slice(1)).split(',');
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
