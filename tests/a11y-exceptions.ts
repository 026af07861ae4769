/**
 * The accessibility checks' only exceptions: one axe rule switched off for one selector, each with
 * the reason it cannot be fixed in our code (by ARIA, CSS or a theme wrapper). Keep this list short;
 * the search modal test in tests/e2e/a11y.spec.ts fails when one no longer matches anything.
 */
export type A11yException = {
  /** An axe-core rule id, e.g. 'color-contrast'. */
  readonly rule: string;
  /** The elements it is switched off for: a violation counts when its node is inside this selector. */
  readonly selector: string;
  readonly reason: string;
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
];
