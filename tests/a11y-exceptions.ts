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
    selector: '.DocSearch-Container',
    reason:
      'DocSearch\'s modal backdrop is a focusable role="button" (a click on it closes the modal) and holds the ' +
      'dialog with the search field and the hits. @docsearch/react renders it with no prop to change its role; ' +
      'the dialog inside is fully reachable and Escape closes it (tests/e2e/keyboard.spec.ts).',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.DocSearch-Button',
    reason:
      'The search button\'s visible label is "Search", and its accessible name is "Search (Control+k)": the name ' +
      'holds the label, as WCAG 2.5.3 asks. axe (from 4.14) also counts the key caps "Ctrl K" that @docsearch/react ' +
      'renders beside the label as label text; they are a hint for the shortcut, which the button also exposes as ' +
      'aria-keyshortcuts, and the package offers no prop to hide them from the name computation.',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.DocSearch-Container',
    reason:
      'The same backdrop as above: a role="button" whose name the package sets, and which holds the whole ' +
      "dialog, so axe (from 4.14) reads the dialog's text as the button's label. The dialog inside has its own " +
      'name and controls.',
  },
];
