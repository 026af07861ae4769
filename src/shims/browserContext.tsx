/**
 * Stands in for Docusaurus's `client/browserContext` (a bundler alias in `src/plugins/bundle`),
 * behind `useIsBrowser` and `<BrowserOnly>`. The provider turns `true` once the page has hydrated,
 * like the original, but as a transition: the original's update re-rendered everything that asks,
 * together with the other updates of the first effects, in one task React cannot split (40 ms
 * here on a docs page, ×4 on a phone); a transition renders in slices between which the page
 * responds.
 */
import { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
