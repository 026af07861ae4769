import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The symbols of static/img/icons.svg: the services we link to, and the two colour modes. */
export type SiteIconName = 'github' | 'twitter' | 'discord' | 'light' | 'dark';

type Props = { readonly name: SiteIconName; readonly size?: number; readonly className?: string };

/**
 * An icon from the site's sprite. The paths live in one cached file, not in every page's HTML: inline, the
 * navbar's icons pushed a docs page's HTML past the server's first flight, so it waited a network round trip
 * for the rest (`tests/e2e/budgets.spec.ts` holds the limit; bench/README.md has the figures).
 */
export default function SiteIcon({ name, size = 22, className }: Props): ReactNode {
  const sprite = useBaseUrl('/img/icons.svg');
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
