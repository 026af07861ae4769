import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer (pa11y's maintained build, @pa11y/html_codesniffer), the second accessibility
 * engine beside axe: it runs in the page as pa11y runs it (WCAG 2 AA, errors only), without pa11y's
 * own browser download. It reads the markup as axe does but checks other techniques, such as a form
 * without a submit control (H32.2). Injected once per page, as axe is (./axe.ts).
 */
const require = createRequire(__filename);
const htmlcsSource = fs.readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

type Message = { type: number; code: string; msg: string; element: Element };
type HtmlCodeSniffer = {
  ERROR: number;
  process: (standard: string, content: Element | Document, done: () => void, failed: () => void) => void;
  getMessages: () => Message[];
};

/** HTML_CodeSniffer's WCAG 2 AA errors on the page (or inside `within`), one readable line each. */
export async function htmlcsErrors(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource);
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        const content = selector ? document.querySelector(selector) : document;
        if (!content) return resolve([]);
        const describe = (element: Element) =>
          element.nodeType === Node.ELEMENT_NODE
            ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}>`
            : 'the document';
        htmlcs.process(
          'WCAG2AA',
          content,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => `${message.code} on ${describe(message.element)}: ${message.msg}`),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
        );
      }),
    within,
  );
}
