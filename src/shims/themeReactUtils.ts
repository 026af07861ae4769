/**
 * Stands in for `@docusaurus/theme-common`'s `utils/reactUtils` (a bundler alias in
 * `src/plugins/bundle`): the same five helpers, with one change. `useShallowMemoObject` sorted its
 * keys with `localeCompare`, and the first `localeCompare` of a page loads the browser's collation
 * data: 10–20 ms in the middle of hydration (the hook runs in every code block and the docs' mobile
 * sidebar) to order a few ASCII option names. Code-unit order serves the same purpose: a stable
 * order, so that the same options give the same dependency list.
 */
import { Fragment, createElement, useCallback, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A stable function that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => latest.current(...args), []) as T;
}

/** The value of the previous render (undefined on the first). */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    previous.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- reading last render's value is the point of this hook
  return previous.current;
}

/** Thrown by a context hook used outside its provider; names the hook from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** The same object as last render while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(object: O): O {
  const entries = Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the entries are the dependencies
  return useMemo(() => object, entries.flat());
}

/** One provider made of several, the first outermost. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]) {
  return function ComposedProviders({ children }: { children: ReactNode }): ReactNode {
    return createElement(
      Fragment,
      null,
      providers.reduceRight<ReactNode>((element, Provider) => createElement(Provider, null, element), children),
    );
  };
}
