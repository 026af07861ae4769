/**
 * Compiles samples with twoslash (https://twoslash.netlify.app), one twoslasher per samples
 * environment: its virtual files sit in the environment's folder, so that imports resolve to that
 * docs version's packages. What is ours is what only this site needs:
 * - the problems a reader of `npm run check:samples` needs, by line of the sample: errors the sample
 *   did not declare (`// @errors: 2322`), declared errors that never came, unknown flags;
 * - the trims that keep a page's hover data small (no hovers on the language's and Node's own symbols,
 *   a doc comment's first paragraph and the tags a caller needs, capped text);
 * - the type data in the form the page renders (`SampleTypeData`, by visible line);
 * - `checkTogether`: samples that use no twoslash notation but `@filename` and `---cut---` are
 *   checked together, as the files of one program in twoslash's environment: twoslash compiles a
 *   program per sample, which for the few hundred plain samples took several times as long.
 */
import path from 'node:path';
import ts from 'typescript';
import { createTwoslasher, TwoslashError, type NodeHover, type TwoslashReturn } from 'twoslash';
import { removeCodeRanges, resolveNodePositions, type Range } from 'twoslash-protocol';
import { typescriptOptions } from '../../utils/typescriptOptions';
import { FILENAME_LINE, visibleCode, type SampleResult, type SampleTypeData, type TypeInfo } from './samples';

/** A collapsed type that fits in this many characters renders on one line. */
const ONE_LINE_WIDTH = 100;
/** Hover types and doc comments longer than this are cut (an author's query never is). */
const HOVER_TEXT_LIMIT = 400;
/** The tags a hover keeps: what a reader needs to call the thing, not its history or its examples. */
const HOVER_TAGS = new Set(['param', 'returns', 'deprecated']);
/** The declaration files of JavaScript's built-ins (TypeScript's lib files) and of Node.js. */
const PLATFORM_TYPES = /(^[\\/]|[\\/]typescript[\\/]lib[\\/])lib\.[^\\/]*\.d\.ts$|[\\/]@types[\\/]node[\\/]/;
const TYPE_NAME_KINDS = new Set(['aliasName', 'interfaceName', 'className', 'enumName']);

type Env =
  NonNullable<ReturnType<ReturnType<typeof createTwoslasher>['getCacheMap']>> extends Map<string, infer E> ? E : never;

/**
 * twoslash's cache of environments. It remembers the one the current call uses (for the hover filter)
 * and gives each new one's language service expandable hovers: when a type names types the sample
 * never mentions (a library's helpers, such as `Resolver<BuildProcedure<…>>`), it is expanded one level,
 * as an editor's expandable hover does, so that readers see the shape rather than the helpers.
 */
class EnvCache extends Map<string, Env> {
  current: Env | undefined;
  /** The words of the sample being compiled. */
  words: ReadonlySet<string> = new Set();
  override get(key: string): Env | undefined {
    return (this.current = super.get(key));
  }
  override set(key: string, env: Env): this {
    this.current = env;
    const ls = env.languageService;
    // TypeScript 5.9 takes a verbosity level, not yet in its public typings.
    const quickInfo: (
      ...args: [fileName: string, position: number, maximumLength?: number, verbosityLevel?: number]
    ) => (ts.QuickInfo & { canIncreaseVerbosityLevel?: boolean }) | undefined = ls.getQuickInfoAtPosition.bind(ls);
    ls.getQuickInfoAtPosition = (fileName, position) => {
      const info = quickInfo(fileName, position, undefined, 0);
      const foreign = info?.displayParts?.some((part) => TYPE_NAME_KINDS.has(part.kind) && !this.words.has(part.text));
      const expanded =
        foreign && info?.canIncreaseVerbosityLevel ? quickInfo(fileName, position, undefined, 1) : undefined;
      return expanded?.displayParts?.length
        ? { ...expanded, documentation: info?.documentation, tags: info?.tags }
        : info;
    };
    // twoslash 0.3.9 writes a sample's files one by one and asks for each one's syntax tree (for its
    // identifiers) after writing it, which built a program per file: the file parsed alone has the same
    // tree, and the sample's one program is built when the first question needs it.
    const texts = new Map<string, string>();
    const createFile = env.createFile.bind(env);
    const getSourceFile = env.getSourceFile.bind(env);
    env.createFile = (fileName, content) => {
      texts.set(fileName, content);
      createFile(fileName, content);
    };
    env.getSourceFile = (fileName) => {
      const text = texts.get(fileName);
      return text === undefined ? getSourceFile(fileName) : ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest);
    };
    // It also rewrites every file with its own content before asking for its diagnostics, which starts a
    // new program (and type checker) per file: skip the rewrite when nothing changes.
    const updateFile = env.updateFile.bind(env);
    env.updateFile = (fileName, content, span) => {
      if (span || texts.get(fileName) !== content) {
        texts.delete(fileName);
        updateFile(fileName, content, span);
      }
    };
    return super.set(key, env);
  }
}

export type SampleCompiler = {
  /**
   * Compiles one sample in a program of its own: its problems and, when it has queries or `hover`, its
   * type data. With `errors: false` the compiler's errors are left out and the result is `unchecked`:
   * for a sample that `checkTogether` can check, with the others, in less time.
   */
  compile(code: string, lang: string, hover: boolean, options?: { errors?: boolean }): SampleResult;
  /** Checks samples without flags (`checksTogether`) in one program; problems per sample. */
  checkTogether(samples: readonly { code: string; lang: string }[]): SampleResult['problems'][];
};

/** A file of a package or of TypeScript's lib: the same for every sample of a version. */
const PACKAGE_FILE = /[\\/]node_modules[\\/]/;

/** The packages' and the lib's parsed files, for every language service of the process: the lib is each version's. */
const packageDocuments = ts.createDocumentRegistry();

/**
 * TypeScript as twoslash's language services get it: they keep, from one sample's program to the next,
 * what the samples share. A language service forgets a package's syntax trees when a program no
 * longer uses the package (React's types after a sample without React), and resolves every import of
 * every file again for each program; twoslash builds a program per sample.
 */
const lastingTs: typeof ts = {
  ...ts,
  createLanguageService(host, _registry, mode) {
    // The samples' own files in a registry of this service's: two services can hold different texts at one path.
    const own = ts.createDocumentRegistry(host.useCaseSensitiveFileNames?.(), host.getCurrentDirectory());
    const registryOf = (path: string) => (PACKAGE_FILE.test(path) ? packageDocuments : own);
    const documentRegistry: ts.DocumentRegistry = {
      ...own,
      acquireDocumentWithKey: (fileName, path, ...rest) =>
        registryOf(path).acquireDocumentWithKey(fileName, path, ...rest),
      updateDocumentWithKey: (fileName, path, ...rest) =>
        registryOf(path).updateDocumentWithKey(fileName, path, ...rest),
      releaseDocumentWithKey(
        path: ts.Path,
        key: ts.DocumentRegistryBucketKey,
        kind?: ts.ScriptKind,
        format?: ts.ResolutionMode,
      ) {
        if (PACKAGE_FILE.test(path)) return;
        if (kind === undefined) own.releaseDocumentWithKey(path, key);
        else own.releaseDocumentWithKey(path, key, kind, format);
      },
    };
    // Only imports from a package's files are cached: a sample's own can find a file another sample adds.
    const resolutions = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name);
    host.resolveModuleNameLiterals = (literals, containingFile, redirected, options, containingSource) =>
      literals.map((literal) =>
        ts.resolveModuleName(
          literal.text,
          containingFile,
          options,
          host,
          PACKAGE_FILE.test(containingFile) ? resolutions : undefined,
          redirected,
          ts.getModeForUsageLocation(containingSource, literal, options),
        ),
      );
    return ts.createLanguageService(host, documentRegistry, mode);
  },
};

export function createSampleCompiler(envDir: string): SampleCompiler {
  const cache = new EnvCache();
  const twoslasher = createTwoslasher({
    tsModule: lastingTs,
    vfsRoot: envDir,
    cache,
    // Only Node's globals load by default; other typings (React's, Express's) load when a sample
    // imports their package.
    compilerOptions: {
      ...typescriptOptions(ts),
      typeRoots: [path.join(envDir, 'node_modules', '@types')],
      types: ['node'],
    },
    // Problems are reported by line (below) rather than thrown; positions stay those of the input.
    handbookOptions: { noErrorValidation: true, keepNotations: true },
  });
  const root = envDir.replace(/\\/g, '/') + '/';

  function run(code: string, lang: string, hover: boolean, errors: boolean): TwoslashReturn {
    const fileStarts = [...code.matchAll(FILENAME_LINE)].map((m) => ({ start: m.index, name: m[1].trimEnd() }));
    const fileOffset = (name: string) => fileStarts.find((file) => file.name === name)?.start ?? 0;
    cache.words = new Set(code.match(/[\w$]+/g));
    return twoslasher(code, lang, {
      handbookOptions: { noStaticSemanticInfo: !hover, noErrors: !errors },
      // Declared by the language or the runtime (`console`, `Promise`): no hover. Readers know them,
      // and their docs (a page of them for `console`) would outweigh the sample's own.
      shouldGetHoverInfo: (_identifier, start, filename) =>
        !(
          cache.current?.languageService.getDefinitionAtPosition(root + filename, start - fileOffset(filename)) ?? []
        ).some((definition) => PLATFORM_TYPES.test(definition.fileName)),
    });
  }

  return {
    compile(code, lang, hover, { errors = true } = {}) {
      const unchecked = errors ? {} : { unchecked: true };
      let result: TwoslashReturn;
      try {
        result = run(code, lang, hover, errors);
      } catch (error) {
        if (!(error instanceof TwoslashError)) throw error;
        const message = `${error.title}: ${error.description}`;
        return { data: emptyData(), problems: [{ line: 0, message }], ...unchecked };
      }
      const declared = result.meta.handbookOptions.errors;
      const data = typeData(code, result, declared, hover);
      const problems = problemsOf(result);
      if (!data) {
        const message =
          "twoslash's code without its notations is not the code the page shows, so the sample has no type data: " +
          'remove the notation twoslash does not know';
        problems.push({ line: 0, message });
      }
      return { data: data ?? emptyData(), problems, ...unchecked };
    },
    checkTogether(samples) {
      // The environment twoslash compiles in (made by a first call), with every sample's files in a
      // folder of its own (`s3/server.ts`), so that one program and one type checker check them all.
      twoslasher('', 'ts', { handbookOptions: { noStaticSemanticInfo: true } });
      const env = cache.current!;
      const files = samples.flatMap(({ code, lang }, sample) => {
        const lines = code.split('\n');
        const starts = lines.flatMap((line, index) => (new RegExp(FILENAME_LINE.source).test(line) ? [index] : []));
        if (starts[0] !== 0) starts.unshift(0);
        return starts.map((first, index) => {
          const marker = new RegExp(FILENAME_LINE.source).exec(lines[first]);
          const name = marker ? marker[1].trimEnd() : `index.${lang === 'tsx' ? 'tsx' : 'ts'}`;
          const text = lines.slice(first, starts[index + 1]).join('\n');
          return { sample, first, name, path: `${root}s${sample}/${name}`, text };
        });
      });
      for (const file of files) env.createFile(file.path, file.text);
      const problems = samples.map((): SampleResult['problems'] => []);
      const ls = env.languageService;
      for (const file of files) {
        const source = env.getSourceFile(file.path)!;
        for (const diagnostic of [...ls.getSyntacticDiagnostics(file.path), ...ls.getSemanticDiagnostics(file.path)]) {
          const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
          const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
          problems[file.sample].push({
            line: file.first + line,
            message: undeclared(file.name, text, diagnostic.code),
          });
        }
      }
      for (const file of files) env.createFile(file.path, '');
      return problems;
    },
  };
}

function undeclared(filename: string, text: string, code: number): string {
  return `${filename}: ${text} (TS${code}; declare it with // @errors: ${code} if the sample shows it on purpose)`;
}

/** What `npm run check:samples` reports about a compiled sample, by 0-based line of its code. */
function problemsOf(result: TwoslashReturn): SampleResult['problems'] {
  const declared = result.meta.handbookOptions.errors;
  const problems = result.errors
    .filter((error) => !declared.includes(Number(error.code)))
    .map((error) => ({ line: error.line, message: undeclared(error.filename ?? '', error.text, Number(error.code)) }));
  if (result.meta.handbookOptions.noErrors === false) {
    for (const code of declared) {
      if (!result.errors.some((error) => error.code === code)) {
        problems.push({ line: 0, message: `// @errors declares ${code}, which the compiler does not report` });
      }
    }
  }
  for (const flag of result.meta.flagNotations.filter((notation) => notation.type === 'unknown')) {
    problems.push({ line: lineOfIndex(result.code, flag.start), message: `unknown twoslash flag @${flag.name}` });
  }
  return problems;
}

function lineOfIndex(code: string, index: number): number {
  return code.slice(0, index).split('\n').length - 1;
}

function emptyData(): SampleTypeData {
  return { types: [], queries: [], hovers: [] };
}

/**
 * The type data of a sample by the lines a reader sees (`visibleCode`): twoslash's removals, plus the
 * `@filename` lines below the cut and the blank lines the visible code starts with; null when the two
 * codes differ, as the lines could not be matched.
 */
function typeData(
  code: string,
  result: TwoslashReturn,
  declared: readonly number[],
  hover: boolean,
): SampleTypeData | null {
  const removals: Range[] = [...result.meta.removals];
  for (const match of code.matchAll(FILENAME_LINE)) removals.push([match.index, match.index + match[0].length + 1]);
  const nodes = result.nodes
    .filter((node) => node.type === 'query' || (node.type === 'hover' && hover) || node.type === 'error')
    .map((node) => ({ ...node }));
  const removed = removeCodeRanges(code, removals, nodes);
  const leading = /^\n*/.exec(removed.code)![0].length;
  const visible = visibleCode(code);
  const data = emptyData();
  const typeIndex = new Map<string, number>();
  const intern = (info: TypeInfo) => {
    const key = JSON.stringify(info);
    let index = typeIndex.get(key);
    if (index === undefined) typeIndex.set(key, (index = data.types.push(info) - 1));
    return index;
  };
  // The two agree unless a notation twoslash does not know is shown (reported as a problem).
  if (removed.code.slice(leading).replace(/\n+$/, '') !== visible.replace(/\n+$/, '')) return null;
  // Queries first: their types take the first (shortest) indexes, as hovers often repeat them.
  const resolved = resolveNodePositions(removed.nodes, removed.code);
  for (const node of [...resolved.filter((n) => n.type === 'query'), ...resolved.filter((n) => n.type !== 'query')]) {
    const line = node.line - lineOfIndex(removed.code, leading);
    if (node.type === 'query') {
      data.queries.push({ line, column: node.character, type: intern(withDocs(typeText(node.text), node, Infinity)) });
    } else if (node.type === 'hover') {
      const text = clip(typeText(node.text), HOVER_TEXT_LIMIT);
      data.hovers.push([line, node.character, node.length, intern(withDocs(text, node, HOVER_TEXT_LIMIT, true))]);
    } else if (node.type === 'error' && declared.includes(Number(node.code))) {
      (data.errors ??= []).push({ line, column: node.character, text: `${node.text} (${node.code})` });
    }
  }
  return data;
}

/**
 * The type with its doc comment. A hover keeps the comment's first paragraph and the tags above: the
 * data ships in the page's JavaScript, and a library's long comments would weigh more than the page's
 * own samples.
 */
function withDocs(text: string, node: Pick<NodeHover, 'docs' | 'tags'>, limit: number, summaryOnly = false): TypeInfo {
  const tags = (node.tags ?? [])
    .filter(([name]) => !summaryOnly || HOVER_TAGS.has(name))
    .map(([name, tagText]) => `@${name}${tagText ? ' ' + tagText : ''}`);
  const documentation = node.docs ?? '';
  const shown = summaryOnly ? documentation.split(/\n\s*\n/)[0] : documentation;
  const docs = [shown, ...tags].filter(Boolean).join('\n').trim();
  return docs ? { text, docs: clip(docs, limit) } : { text };
}

function clip(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit - 1) + '…' : text;
}

/**
 * How a type shows: the compiler's text on one line when it is short (without the `;` before a
 * closing brace), else its multi-line text with two-space indentation.
 */
function typeText(compilerText: string): string {
  const oneLine = compilerText.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
  if (oneLine.length <= ONE_LINE_WIDTH) return oneLine;
  return compilerText.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
}
