// @ts-check
/**
 * Type-checks the TypeScript samples of Markdown files against a samples
 * environment (a folder with its own package.json and node_modules), with one
 * strict TypeScript program per environment. Each sample's files live in a
 * virtual folder inside the environment, so imports resolve to its packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractBlocks } from './extract.mjs';

/** @type {ts.CompilerOptions} */
const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  forceConsistentCasingInFileNames: true,
};

/**
 * @typedef {{ file: string, line: number, message: string }} SampleError
 * @typedef {{ total: number, checked: number, skipped: { file: string, line: number, reason: string }[],
 *   errors: SampleError[] }} CheckResult
 */

/**
 * @param {{ envDir: string, markdownFiles: string[], root: string }} options
 * @returns {CheckResult}
 */
export function checkSamples({ envDir, markdownFiles, root }) {
  const virtualRoot = path.join(envDir, '__samples__');
  /** @type {Map<string, { source: string, lineMap: number[], text: string }>} */
  const virtualFiles = new Map();
  /** @type {CheckResult} */
  const result = { total: 0, checked: 0, skipped: [], errors: [] };

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
      const blockDir = path.join(virtualRoot, relative.replace(/[^\w]+/g, '_'), `L${block.line}`);
      for (const file of block.files) {
        virtualFiles.set(path.join(blockDir, file.name), {
          source: relative,
          lineMap: file.lineMap,
          text: file.text,
        });
      }
    }
  }

  const host = ts.createCompilerHost({ ...COMPILER_OPTIONS, typeRoots: [path.join(envDir, 'node_modules', '@types')] });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtualFiles.get(path.resolve(name))?.text ?? readFile(name);
  host.fileExists = (name) => virtualFiles.has(path.resolve(name)) || fileExists(name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const virtual = virtualFiles.get(path.resolve(name));
    if (virtual) return ts.createSourceFile(name, virtual.text, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };
  const virtualDirs = new Set(
    [...virtualFiles.keys()].flatMap((file) => {
      const dirs = [];
      for (let dir = path.dirname(file); dir.startsWith(virtualRoot); dir = path.dirname(dir)) dirs.push(dir);
      return dirs;
    }),
  );
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => virtualDirs.has(path.resolve(name)) || (directoryExists?.(name) ?? true);
  host.getCurrentDirectory = () => envDir;

  const program = ts.createProgram({
    rootNames: [...virtualFiles.keys()],
    options: { ...COMPILER_OPTIONS, typeRoots: [path.join(envDir, 'node_modules', '@types')] },
    host,
  });
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
  return result;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
export function findMarkdown(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
