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

export const a11yExceptions: readonly A11yException[] = [];
