import { httpBatchLink } from '@trpc/client';
import type { OutputLine } from './protocol';
import type { PreviewComponent } from './state';

type Element = unknown;
type QueryClientConfig = { defaultOptions?: { queries?: Record<string, unknown> } & Record<string, unknown> };

/**
 * The packages of the React runtime script (`bundleRuntimeReact` in ../assets.ts, from src/samples/v10),
 * which the worker loads on a React sample's first Run: as much of each as the preview uses.
 */
export type ReactPackages = {
  readonly react: {
    readonly createElement: (type: unknown, props?: object | null, ...children: Element[]) => Element;
  };
  readonly 'react/jsx-runtime': unknown;
  readonly 'react-dom/server': {
    readonly renderToReadableStream: (
      element: Element,
      options: { onError: (error: unknown) => void },
    ) => Promise<ReadableStream<Uint8Array> & { readonly allReady: Promise<void> }>;
  };
  readonly '@tanstack/react-query': {
    readonly QueryClient: new (config?: QueryClientConfig) => object;
    readonly QueryClientProvider: unknown;
  };
  readonly '@trpc/react-query': unknown;
};

/** What `createTRPCReact` returns, as the preview wires it. */
type TRPCReact = {
  readonly Provider: unknown;
  readonly createClient: (options: { links: unknown[] }) => unknown;
};

/** The value a sample's `createTRPCReact<AppRouter>()` made: a proxy whose `Provider` and `createClient` are functions. */
const isTRPCReact = (value: unknown): value is TRPCReact =>
  typeof value === 'function' &&
  typeof (value as Partial<TRPCReact>).Provider === 'function' &&
  typeof (value as Partial<TRPCReact>).createClient === 'function';

/**
 * The packages a React sample runs with. Its `QueryClient`s suspend a render until a query's data is
 * there, and do not retry: React's server renderer then waits for the data (the preview is one render
 * with the router's answers, not the loading state the first render of a browser shows).
 */
export function previewPackages(packages: ReactPackages): Record<string, unknown> {
  const { QueryClient } = packages['@tanstack/react-query'];
  class PreviewQueryClient extends QueryClient {
    constructor(config: QueryClientConfig = {}) {
      const queries = { retry: false, ...config.defaultOptions?.queries, suspense: true, useErrorBoundary: false };
      super({ ...config, defaultOptions: { ...config.defaultOptions, queries } });
    }
  }
  return {
    ...packages,
    '@tanstack/react-query': { ...packages['@tanstack/react-query'], QueryClient: PreviewQueryClient },
  };
}

/**
 * Renders the sample's component (`previewComponent` in ./state.ts) to HTML once its queries have their
 * data, inside a `QueryClientProvider` and, when a file exports the value of `createTRPCReact`, its
 * `Provider` (else one a file declares) with a client whose `httpBatchLink` calls localhost, which the runner answers with the
 * sample's router (./run.ts). A sample that mounts its own providers keeps them (the innermost wins).
 * Errors go to `lines`; the result is undefined when nothing rendered.
 */
export async function renderPreview(
  packages: Record<string, unknown>,
  modules: ReadonlyMap<string, Record<string, unknown>>,
  component: PreviewComponent,
  lines: OutputLine[],
  locals: readonly Record<string, unknown>[] = [],
): Promise<string | undefined> {
  const { createElement } = (packages as ReactPackages).react;
  const { renderToReadableStream } = (packages as ReactPackages)['react-dom/server'];
  const { QueryClient, QueryClientProvider } = (packages as ReactPackages)['@tanstack/react-query'];
  const Component = modules.get(component.file)?.[component.name];
  if (typeof Component !== 'function') {
    lines.push({ kind: 'error', text: `${component.file} exports no component ${component.name} to render.` });
    return undefined;
  }
  const queryClient = new QueryClient();
  let element = createElement(QueryClientProvider, { client: queryClient }, createElement(Component));
  const trpc = [...modules.values(), ...locals].flatMap((values) => Object.values(values)).find(isTRPCReact);
  if (trpc) {
    const client = trpc.createClient({ links: [httpBatchLink({ url: 'http://localhost/trpc' })] });
    element = createElement(trpc.Provider, { client, queryClient }, element);
  }
  const onError = (error: unknown) => {
    const name = component.name === 'default' ? component.file : component.name;
    lines.push({
      kind: 'error',
      text: `Rendering ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  };
  try {
    const stream = await renderToReadableStream(element, { onError });
    await stream.allReady;
    return await new Response(stream).text();
  } catch {
    return undefined; // onError has the reason
  }
}
