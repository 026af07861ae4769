import type { PrismTheme } from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes, in CSS variables from `custom.css`, so the contrast of
 * each colour is set (and checked by the accessibility tests) in one place. The theme holds the
 * block's colours only: tokens are coloured by their classes in `prism.css` (see `src/prism`).
 */
export const prismTheme: PrismTheme = {
  plain: { color: 'var(--site-code-plain)', backgroundColor: 'var(--site-code-background)' },
  styles: [],
};
