import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { a11yExceptions, type A11yException } from '../a11y-exceptions';
import { expect } from './fixtures';

/** WCAG 2.1 A and AA, which include colour contrast. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What the site's audits run: WCAG 2.1 AA and axe's best practices (landmarks, one h1, headers with text). */
const AUDIT_TAGS = [...WCAG_TAGS, 'best-practice'];
/** The rules whose outcome depends on colours; the others see the same markup in both modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * axe-core, injected once per page and run in the page (a builder that injects it again for each
 * analysis makes the whole-site checks much slower). The site's pages have no frames of their own
 * to audit. Keep axe-core current: newer releases audit these pages faster.
 */
const require = createRequire(__filename);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Findings = { violations: string[]; excepted: A11yException[] };

/** axe's violations on the page, or on the elements inside `within` that are not inside `except`. */
export async function runAxe(
  page: Page,
  options: RunOptions,
  within?: string,
  except?: string,
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ runOptions, include, exclude }) =>
      (
        window as unknown as {
          axe: {
            run: (context: { include: string[][]; exclude: string[][] }, options: RunOptions) => Promise<AxeResults>;
          };
        }
      ).axe
        .run({ include: [[include]], exclude: exclude ? [[exclude]] : [] }, runOptions)
        .then((results) => results.violations),
    { runOptions: options, include: within ?? 'html', exclude: except },
  );
}

export type AuditOptions = {
  /** Only the rules whose outcome depends on colours. */
  coloursOnly?: boolean;
  /** Every rule but those whose outcome depends on colours. */
  noColours?: boolean;
  /** Only the elements inside this selector (the page-level rules, such as the title's, are then left out). */
  within?: string;
  /** Leave out the elements inside this selector. */
  except?: string;
};

/** axe's violations as readable lines (rule, impact, selector, summary), and the exceptions that applied. */
export async function audit(
  page: Page,
  { coloursOnly = false, noColours = false, within, except }: AuditOptions = {},
): Promise<Findings> {
  const results = await runAxe(
    page,
    {
      runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AUDIT_TAGS },
      rules: noColours ? Object.fromEntries(COLOUR_RULES.map((rule) => [rule, { enabled: false }])) : undefined,
      resultTypes: ['violations'],
    },
    within,
    except,
  );
  const findings: Findings = { violations: [], excepted: [] };
  for (const violation of results) {
    const candidates = a11yExceptions.filter((exception) => exception.rule === violation.id);
    for (const node of violation.nodes) {
      const index = await page.evaluate(
        ({ selector, selectors }) => {
          const element = document.querySelector(selector);
          return selectors.findIndex((exceptionSelector) => element?.closest(exceptionSelector));
        },
        { selector: String(node.target[0]), selectors: candidates.map((exception) => exception.selector) },
      );
      if (index >= 0) findings.excepted.push(candidates[index]);
      else {
        const target = node.target.map(String).join(' >>> ');
        findings.violations.push(`${violation.id} (${violation.impact}) ${target}: ${node.failureSummary}`);
      }
    }
  }
  return findings;
}

export const violations = async (page: Page, options?: AuditOptions) => (await audit(page, options)).violations;

/** Switches the colour mode the way a reader does (the navbar toggle) and waits for it to apply. */
export async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current !== mode)
    await page
      .getByRole('button', { name: /dark and light mode/i })
      .first()
      .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Makes a loaded page ready for contrast checks: no colour caught mid-transition. */
export async function stopTransitions(page: Page): Promise<void> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
}

/**
 * Code blocks, left out of the colour rules of the route audits: a block's colours come from its
 * elements' classes alone (src/css/prism.css), and its thousands of tokens were most of what those
 * rules checked. code-blocks.spec.ts audits every nesting of classes the build's blocks use, once per mode.
 */
export const CODE_BLOCK = 'pre';

/**
 * Every rule (WCAG 2.1 AA and best practices) in the mode the page is in, then the colour rules in
 * the other mode: one switch per page, so pages visited in a row alternate (light then dark, dark
 * then light, ...). The colour rules leave out code blocks (see CODE_BLOCK). Returns the exceptions
 * that applied.
 */
export async function expectNoViolationsInBothModes(
  page: Page,
  what: string,
  { within }: { within?: string } = {},
): Promise<A11yException[]> {
  const first = (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', first);
  const hasCode = (await page.locator(`${within ?? 'html'} ${CODE_BLOCK}`).count()) > 0;
  const colourAudit = { coloursOnly: true, within, except: CODE_BLOCK };
  // Without code, one run of every rule; with code, the colour rules run apart, without the code.
  const found = hasCode
    ? [await audit(page, { noColours: true, within }), await audit(page, colourAudit)]
    : [await audit(page, { within })];
  const all = {
    violations: found.flatMap((findings) => findings.violations),
    excepted: found.flatMap((findings) => findings.excepted),
  };
  // Soft: a page audited among others (routes.spec.ts) does not stop the audits of the next ones.
  expect.soft(all.violations, `${what} in ${first} mode`).toEqual([]);
  await setMode(page, second);
  const colours = await audit(page, colourAudit);
  expect.soft(colours.violations, `${what} in ${second} mode`).toEqual([]);
  return [...all.excepted, ...colours.excepted];
}
