import Prism from 'prismjs/components/prism-core';

// Prism's language files register themselves on a global `Prism`; the core must also never
// highlight the document on its own (React renders the tokens).
Prism.manual = true;
(globalThis as { Prism?: typeof Prism }).Prism = Prism;

/**
 * Registers the site's languages (`./languages`) once. Registering them builds every grammar (Prism
 * clones the ones a language extends), a task of its own that the theme's `prism-include-languages`
 * client module would otherwise run inside the start of every page, the longest task a phone sees
 * there; called on the first highlight, it runs inside React's time-sliced hydration instead.
 */
export function registerLanguages(): void {
  if (languagesRegistered) return;
  languagesRegistered = true;
  // A synchronous import on first use: the grammars must be there in the same render.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  require('./languages');
}
let languagesRegistered = false;

export default Prism;
