// @ts-check
/**
 * The pages the site is measured on, and the targets they are held to, defined once: the bench
 * (scripts/bench.mjs) reports against them, Lighthouse's audits (scripts/lighthouse.mjs) run on the
 * same pages, and the budget tests (tests/e2e/budgets.spec.ts) fail a build whose bytes pass them.
 * bench/README.md, "Targets and budgets", says why each is set where it is.
 */

/** The landing page, a 10.x and a 9.x docs page, and a blog post: one of each template readers meet most. */
export const BENCHMARKED_PAGES = ['/', '/docs/quickstart', '/docs/v9/quickstart', '/blog/announcing-trpc-10'];

export const TARGETS = {
  coldBuildSeconds: 45,
  peakMemoryMb: 1024,
  warmRebuildSeconds: 15,
  devStartSeconds: 20,
  lighthousePerformance: 90,
  lcpMs: 2000,
  tbtMs: 300,
  cls: 0.01,
  /** What a reader downloads to load a benchmarked page, gzip, in kibibytes. */
  jsGzipKb: 150,
  cssGzipKb: 25,
  /** The HTML of a docs page. */
  docsHtmlGzipKb: 40,
};
