/**
 * `npm run check:samples`: compiles every ts/tsx code block of the docs and the blog with twoslash,
 * against the packages of its docs version, and reports each problem by Markdown file and line.
 * Results are cached per sample (the build reads the same cache), so an unchanged sample is not
 * compiled again. A block opts out with `no-check="the reason"` in its fence meta.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractBlocks, markdownLine, type SampleBlock } from './blocks';
import { createSampleCompiler, type SampleCompiler } from './compile';
import {
  checksTogether,
  missingAnswers,
  readCached,
  sampleKey,
  typeRequest,
  writeCached,
  type SampleResult,
} from './samples';

export type SampleError = { file: string; line: number; message: string };
export type CheckResult = {
  total: number;
  checked: number;
  skipped: { file: string; line: number; reason: string }[];
  errors: SampleError[];
  /** How many samples were compiled (the others came from the cache). */
  compiled: number;
};

export function checkSamples({
  envDir,
  markdownFiles,
  root,
  cacheDir,
}: {
  envDir: string;
  markdownFiles: readonly string[];
  root: string;
  cacheDir?: string;
}): CheckResult {
  const result: CheckResult = { total: 0, checked: 0, skipped: [], errors: [], compiled: 0 };
  let compiler: SampleCompiler | undefined;
  /** The samples whose compiler errors are found in one program, with their type data if they have some. */
  const together: { block: SampleBlock; source: string; key: string; typed?: SampleResult }[] = [];
  const report = (source: string, block: SampleBlock, sample: SampleResult) => {
    // The answers the page would lack (a `^?` or a declared error), unless a problem already names it.
    const missing = missingAnswers(block.code, sample.data).filter(
      (lack) => !sample.problems.some((problem) => sameDeclaredError(problem.message, lack.message)),
    );
    for (const problem of [...sample.problems, ...missing]) {
      result.errors.push({ file: source, line: markdownLine(block, problem.line), message: problem.message });
    }
  };

  for (const mdFile of markdownFiles) {
    const source = path.relative(root, mdFile);
    for (const block of extractBlocks(fs.readFileSync(mdFile, 'utf8'), source)) {
      result.total++;
      if (block.skipReason !== null) {
        if (block.skipReason.trim() === '') {
          const message = 'no-check needs a reason: no-check="why this block cannot be checked"';
          result.errors.push({ file: source, line: block.line, message });
        }
        result.skipped.push({ file: source, line: block.line, reason: block.skipReason });
        continue;
      }
      result.checked++;
      const typed = typeRequest(block.code, block.meta);
      const hover = typed?.hover ?? false;
      const key = sampleKey({ code: block.code, lang: block.lang, hover, envDir });
      const cached = cacheDir ? readCached(cacheDir, key) : undefined;
      if (cached && !cached.unchecked) {
        report(source, block, cached);
      } else if (checksTogether(block.code)) {
        // Its type data, if it has some: the build's, or compiled here without the compiler's errors.
        let data = cached;
        if (typed && !data) {
          compiler ??= createSampleCompiler(envDir);
          data = compiler.compile(block.code, block.lang, hover, { errors: false });
        }
        together.push({ block, source, key, typed: data });
      } else {
        compiler ??= createSampleCompiler(envDir);
        const compiled = compiler.compile(block.code, block.lang, hover);
        result.compiled++;
        if (cacheDir) writeCached(cacheDir, key, compiled, block.code);
        report(source, block, compiled);
      }
    }
  }

  if (together.length > 0) {
    compiler ??= createSampleCompiler(envDir);
    const problems = compiler.checkTogether(together.map(({ block }) => block));
    result.compiled += together.length;
    together.forEach(({ block, source, key, typed }, index) => {
      const compiled: SampleResult = {
        data: typed?.data ?? { types: [], queries: [], hovers: [] },
        problems: [...(typed?.problems ?? []), ...problems[index]],
      };
      if (cacheDir) writeCached(cacheDir, key, compiled, block.code);
      report(source, block, compiled);
    });
  }
  return result;
}

/** Both messages say that `// @errors` declares the same code (the compiler's, and `missingAnswers`'). */
function sameDeclaredError(a: string, b: string): boolean {
  const declared = /^\/\/ @errors declares (\d+),/;
  const code = declared.exec(a)?.[1];
  return code !== undefined && code === declared.exec(b)?.[1];
}

export { extractBlocks, findMarkdown } from './blocks';
