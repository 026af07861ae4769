/**
 * tinyrpc: a minimal, fully typed client for a tRPC 10 router.
 *
 * - Types: walks `TRouter['_def']['record']` and reads input and output types
 *   with the public `inferRouterInputs` / `inferRouterOutputs` helpers.
 * - Runtime: a recursive Proxy records the property path
 *   (`client.post.byId.query(...)` -> ['post', 'byId', 'query']) and hands it
 *   to a fetch-based transport that speaks tRPC's HTTP format:
 *     query:    GET  <url>/post.byId?input=<JSON>
 *     mutation: POST <url>/post.add   with the JSON input as body
 *   Responses are `{ result: { data } }` or `{ error: { message, code, data } }`.
 *
 * Not supported on purpose: batching, subscriptions, data transformers.
 * Only type imports from @trpc/server: at runtime this file needs nothing but fetch.
 */
import type {
  AnyMutationProcedure,
  AnyQueryProcedure,
  AnyRouter,
  inferRouterInputs,
  inferRouterOutputs,
} from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

// ---------------------------------------------------------------------------
// Types: from a router type to the shape of the client
// ---------------------------------------------------------------------------

/** A procedure without input (or with an optional one) can be called without arguments. */
type InputArgs<TInput> = undefined extends TInput ? [input?: TInput] : [input: TInput];

/** What a single procedure turns into on the client. */
type DecorateProcedure<TProcedure, TInput, TOutput> = TProcedure extends AnyQueryProcedure
  ? { query: (...args: InputArgs<TInput>) => Promise<TOutput> }
  : TProcedure extends AnyMutationProcedure
    ? { mutate: (...args: InputArgs<TInput>) => Promise<TOutput> }
    : never; // subscriptions need a WebSocket and are left out

/**
 * The client for a router: one property per entry of the router's record.
 * Nested routers recurse; procedures become `{ query }` or `{ mutate }`.
 */
export type TinyClient<TRouter extends AnyRouter> = {
  [TKey in keyof TRouter['_def']['record']]: TRouter['_def']['record'][TKey] extends AnyRouter
    ? TinyClient<TRouter['_def']['record'][TKey]>
    : DecorateProcedure<
        TRouter['_def']['record'][TKey],
        inferRouterInputs<TRouter>[TKey],
        inferRouterOutputs<TRouter>[TKey]
      >;
};

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/** The `error` member of a tRPC error response with the default error formatter. */
interface ErrorShape {
  message: string;
  code: number;
  data?: { code?: TRPC_ERROR_CODE_KEY; httpStatus?: number; path?: string };
}

export class TinyRPCError extends Error {
  override readonly name = 'TinyRPCError';
  /** tRPC error code such as 'BAD_REQUEST'; undefined when the reply was not a tRPC error. */
  readonly code: TRPC_ERROR_CODE_KEY | undefined;
  /** HTTP status of the response (0 if the request never got one). */
  readonly httpStatus: number;
  /** Dotted procedure path, e.g. 'post.byId'. */
  readonly path: string;
  /** The raw `error` object sent by the server, if there was one. */
  readonly shape: ErrorShape | undefined;

  constructor(
    message: string,
    opts: {
      path: string;
      httpStatus: number;
      shape?: ErrorShape;
      cause?: unknown;
    },
  ) {
    super(message, { cause: opts.cause });
    this.path = opts.path;
    this.httpStatus = opts.httpStatus;
    this.shape = opts.shape;
    this.code = opts.shape?.data?.code;
  }
}

// ---------------------------------------------------------------------------
// Transport: one HTTP request per call
// ---------------------------------------------------------------------------

export interface TinyClientOptions {
  /** Where the tRPC handler is mounted, e.g. 'http://localhost:3000/api/trpc'. */
  url: string;
  /** Headers for every request (a function is called before each request). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Defaults to the global fetch (Node 18+, browsers, Deno, Bun). */
  fetch?: typeof fetch;
}

type ProcedureKind = 'query' | 'mutation';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorShape(value: unknown): value is ErrorShape {
  return isObject(value) && typeof value.message === 'string' && typeof value.code === 'number';
}

async function send(opts: TinyClientOptions, kind: ProcedureKind, path: string, input: unknown): Promise<unknown> {
  const headers: Record<string, string> = {
    ...(typeof opts.headers === 'function' ? opts.headers() : opts.headers),
  };
  let url = `${opts.url.replace(/\/+$/, '')}/${path}`;
  const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers };

  if (kind === 'query') {
    // Queries are GET requests: the input travels JSON-encoded in ?input=
    if (input !== undefined) url += `?input=${encodeURIComponent(JSON.stringify(input))}`;
  } else {
    // Mutations are POST requests with the JSON input as the body (empty when there is none)
    headers['content-type'] = 'application/json';
    if (input !== undefined) init.body = JSON.stringify(input);
  }

  const fetchFn = opts.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (cause) {
    throw new TinyRPCError(`Request to "${path}" failed`, { path, httpStatus: 0, cause });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new TinyRPCError(`"${path}" answered HTTP ${response.status} without JSON`, {
      path,
      httpStatus: response.status,
      cause,
    });
  }

  if (isObject(body) && isErrorShape(body.error)) {
    throw new TinyRPCError(body.error.message, {
      path,
      httpStatus: response.status,
      shape: body.error,
    });
  }
  if (isObject(body) && isObject(body.result) && 'data' in body.result) {
    return body.result.data;
  }
  throw new TinyRPCError(`"${path}" answered with an unexpected body`, {
    path,
    httpStatus: response.status,
  });
}

// ---------------------------------------------------------------------------
// The proxy: property accesses build the path, the final call sends it
// ---------------------------------------------------------------------------

type ProxyCallback = (path: readonly string[], args: readonly unknown[]) => unknown;

function createPathProxy(callback: ProxyCallback, path: readonly string[] = []): unknown {
  // The target is a function so that the `apply` trap fires when the proxy is called.
  return new Proxy(function noop() {}, {
    get(_target, key) {
      // `then` must stay undefined, or `await client.post` would treat the proxy as a promise.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return createPathProxy(callback, [...path, key]);
    },
    apply(_target, _thisArg, args: unknown[]) {
      return callback(path, args);
    },
  });
}

const ACTIONS: Record<string, ProcedureKind | undefined> = { query: 'query', mutate: 'mutation' };

export function createTinyClient<TRouter extends AnyRouter>(opts: TinyClientOptions): TinyClient<TRouter> {
  const proxy = createPathProxy((path, args) => {
    const action = path[path.length - 1] ?? '';
    const kind = ACTIONS[action];
    const procedurePath = path.slice(0, -1).join('.');
    if (kind === undefined || procedurePath === '') {
      throw new TypeError(`Call .query() or .mutate() on a procedure, not "${path.join('.')}()"`);
    }
    return send(opts, kind, procedurePath, args[0]);
  });
  // The proxy is untyped at runtime; TinyClient<TRouter> describes what it does.
  return proxy as TinyClient<TRouter>;
}
