/**
 * Type-checks the TypeScript samples of Markdown files against a samples
 * environment (a folder with its own package.json and node_modules), with one
 * strict TypeScript program per environment. Each sample's files live in a
 * virtual folder inside the environment, so imports resolve to its packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createSamplesService } from './compiler';
import { extractBlocks } from './extract';
import { compileSampleTypes, readCachedTypes, sampleTypesKey, typeRequest, writeCachedTypes } from './types';

export { COMPILER_OPTIONS } from './compiler';

export type SampleError = { file: string; line: number; message: string };
export type CheckResult = {
  total: number;
  checked: number;
  skipped: { file: string; line: number; reason: string }[];
  errors: SampleError[];
};

/**
 * Type-checks the samples in one program, then answers their type queries (`// ^?`) with the
 * same language service, each sample compiled on its own (see `compileSampleTypes`): a query
 * that points at nothing or whose written expectation differs from the compiler's type is an
 * error. With `typesCacheDir`, the type data of every sample that has some (queries, or
 * hover types) is stored there for the docs build.
 */
export function checkSamples({
  envDir,
  markdownFiles,
  root,
  typesCacheDir,
}: {
  envDir: string;
  markdownFiles: readonly string[];
  root: string;
  typesCacheDir?: string;
}): CheckResult {
  const service = createSamplesService(envDir);
  const virtualFiles = new Map<string, { source: string; lineMap: number[]; text: string }>();
  const typedBlocks: {
    source: string;
    fenceLine: number;
    code: string;
    lang: string;
    typed: NonNullable<ReturnType<typeof typeRequest>>;
  }[] = [];
  const result: CheckResult = { total: 0, checked: 0, skipped: [], errors: [] };

  for (const mdFile of markdownFiles) {
    const relative = path.relative(root, mdFile);
    const blocks = extractBlocks(fs.readFileSync(mdFile, 'utf8'));
    for (const block of blocks) {
      result.total++;
      if (block.skipReason !== null) {
        if (block.skipReason.trim() === '') {
          result.errors.push({
            file: relative,
            line: block.line,
            message: 'no-check needs a reason: no-check="why this block cannot be checked"',
          });
        }
        result.skipped.push({ file: relative, line: block.line, reason: block.skipReason });
        continue;
      }
      result.checked++;
      const blockDir = path.join(service.virtualRoot, relative.replace(/[^\w]+/g, '_'), `L${block.line}`);
      for (const file of block.files) {
        virtualFiles.set(path.join(blockDir, file.name), {
          source: relative,
          lineMap: file.lineMap,
          text: file.text,
        });
      }
      const typed = typeRequest(block.code, block.lang, block.meta);
      if (typed) {
        typedBlocks.push({
          source: relative,
          fenceLine: block.line,
          code: block.code,
          lang: block.lang,
          typed,
        });
      }
    }
  }

  service.setFiles(new Map([...virtualFiles].map(([name, file]) => [name, file.text])));
  const program = service.getProgram();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const virtual = diagnostic.file && virtualFiles.get(path.resolve(diagnostic.file.fileName));
    if (!diagnostic.file || !virtual) {
      result.errors.push({ file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message });
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const fileName = path.basename(diagnostic.file.fileName);
    result.errors.push({
      file: virtual.source,
      line: virtual.lineMap[line] ?? 0,
      message: `${fileName}: ${message}`,
    });
  }

  for (const block of typedBlocks) {
    const { sample, hover } = block.typed;
    const key = sampleTypesKey({ code: block.code, lang: block.lang, hover, envDir });
    let types = typesCacheDir ? readCachedTypes(typesCacheDir, key) : undefined;
    if (!types) {
      types = compileSampleTypes(service, sample, { key, hover });
      if (typesCacheDir) writeCachedTypes(typesCacheDir, key, types);
    }
    for (const problem of types.problems) {
      // Body line 0 is the line after the opening fence.
      result.errors.push({ file: block.source, line: block.fenceLine + 1 + problem.line, message: problem.message });
    }
  }
  return result;
}

/** The Markdown and MDX files under a folder, sorted. */
export function findMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
