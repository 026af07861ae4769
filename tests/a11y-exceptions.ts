/**
 * The accessibility checks' only exceptions: one axe rule switched off for one selector, each with
 * the reason it cannot be fixed in our code (by ARIA, CSS, configuration or one of the theme
 * overrides the site has). Keep this list short; a test fails when one is no longer needed:
 * tests/e2e/routes.spec.ts for one with a route, tests/e2e/a11y.spec.ts (the search modal) for the others.
 */
export type A11yException = {
  /** An axe-core rule id, e.g. 'color-contrast'. */
  readonly rule: string;
  /** The elements it is switched off for: a violation counts when its node is inside this selector. */
  readonly selector: string;
  readonly reason: string;
  /** A route where the violation occurs, for the check that the exception is still needed. */
  readonly route?: string;
};

export const a11yExceptions: readonly A11yException[] = [
  {
    rule: 'nested-interactive',
    selector: '.DocSearch-Hit',
    reason:
      'Each hit of the search modal is an option of its listbox (role="option", the combobox pattern: the arrow ' +
      "keys move through the hits, Enter opens one) and holds the hit's link, so a click and a middle-click work " +
      'as on any link. @docsearch/react renders the option around the component the site gives it (hitComponent); ' +
      'a link taken out of the Tab order still counts for axe, and a hit without a link would lose the click.',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.DocSearch-Button',
    reason:
      'The search button\'s visible label is "Search", and its accessible name is "Search (Control+k)": the name ' +
      'holds the label, as WCAG 2.5.3 asks. axe (from 4.14) also counts the key caps "Ctrl K" that @docsearch/react ' +
      'renders beside the label as label text, run together with it ("SearchCtrlK": the package writes no space ' +
      'between them), even when they are aria-hidden; only that run-together string as the name satisfies the rule. ' +
      'The caps are a hint for the shortcut, which the button also exposes as aria-keyshortcuts.',
  },
];
