// @ts-check
/**
 * A reporter for Node's test runner (`--test-reporter`) that writes the coverage summary of the run
 * (`--experimental-test-coverage`) as JSON: one entry per file with its total and covered lines.
 * scripts/coverage.mjs reads it.
 */

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* coverageJson(source) {
  for await (const event of source) {
    if (event.type !== 'test:coverage') continue;
    /** @type {{ path: string, totalLineCount: number, coveredLineCount: number }[]} */
    const files = event.data.summary.files;
    const lines = files.map(({ path, totalLineCount, coveredLineCount }) => ({
      path,
      total: totalLineCount,
      covered: coveredLineCount,
    }));
    yield `${JSON.stringify(lines)}\n`;
  }
}
