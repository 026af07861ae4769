/**
 * The accessibility checks' only exceptions: one axe rule switched off for one selector, each with
 * the reason it cannot be fixed in our code (by ARIA, CSS, configuration or one of the theme
 * overrides the site has). Keep this list short; tests/e2e/a11y.spec.ts fails when one is no longer
 * needed: on its route, or, without one, in the search modal.
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

/**
 * Why the two blog exceptions are not fixed: only a new override of a blog page component would
 * fix them (BlogListPage for the h1, BlogLayout or BlogPostPage for the table of contents), and the
 * site is at its limit of ten theme overrides (ARCHITECTURE.md). The blog plugin's
 * `blogListComponent` and `blogPostComponent` options could point to a site component instead, but
 * that component would be a copy of the theme's page under another name: an override all the same.
 */
const blogNeedsOverride = 'Needs a new theme override (see above); ';

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
    rule: 'page-has-heading-one',
    selector: 'html.blog-list-page',
    reason:
      blogNeedsOverride +
      "the theme's blog list page (@docusaurus/theme-classic 3.10.2) has no h1: each post's title is an h2 and " +
      'the page title ("Blog") is only in <title>. No blog option adds one.',
    route: '/blog',
  },
  {
    rule: 'region',
    selector: 'html.blog-post-page main + .col',
    reason:
      blogNeedsOverride +
      "the theme's BlogLayout puts a post's table of contents in a column beside <main>, in no landmark. Its " +
      'links are also in the page outline (headings), and screen readers reach them in reading order.',
    route: '/blog/tinyrpc-client',
  },
];
