/**
 * Type data of a sample, as the compiler sees it: the answers to its `// ^?` queries and, for
 * samples with hover types (the `twoslash` fence meta), the type and doc comment of every
 * identifier a reader sees. The samples checker validates the queries (a caret must point at
 * something; an expectation written after `^?` must match) and the docs build renders the data.
 * Both cache it on disk by a hash of the sample and the environment's package-lock.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { SamplesService } from './compiler';
import { parseSample, type ParsedSample } from './extract';

/** Bump when the data format or what is computed changes. */
const CACHE_VERSION = 4;
/** A collapsed type that fits in this many characters renders on one line. */
const ONE_LINE_WIDTH = 100;
/** Hover types and doc comments longer than this are cut (an author's query never is). */
const HOVER_TEXT_LIMIT = 400;

/** A type as a hover or a query answer shows it. */
export type TypeInfo = { text: string; docs?: string };
export type TypeQuery = { line: number; column: number; type: number };
/**
 * Everything is indexed by the lines a reader sees (0-based) and columns in those lines.
 * `hovers` holds [line, column, length, type index] per identifier.
 */
export type SampleTypeData = { types: TypeInfo[]; queries: TypeQuery[]; hovers: [number, number, number, number][] };
/** `line`: 0-based line of the code block. */
export type TypeProblem = { line: number; message: string };
export type SampleTypeResult = { data: SampleTypeData; problems: TypeProblem[] };

/** The files of a sample, named inside `dir`, as `SamplesService.setFiles` takes them. */
export function sampleFiles(sample: ParsedSample, dir: string): [string, string][] {
  return sample.files.map((file) => [path.join(dir, file.name), file.text]);
}

/**
 * Compiles one sample on its own (one program for it alone, as an editor or twoslash would) and
 * computes its type data. A program shared with other samples would give the same types, but
 * not always printed the same way: the order of an object's properties can follow the order in
 * which the compiler first met their names anywhere in the program.
 * `key` is the sample's cache key, which names its folder.
 */
export function compileSampleTypes(
  service: SamplesService,
  sample: ParsedSample,
  { key, hover }: { key: string; hover: boolean },
): SampleTypeResult {
  const dir = path.join(service.virtualRoot, 'types', key);
  service.setFiles(new Map(sampleFiles(sample, dir)));
  const result = computeSampleTypes(service, sample, { dir, hover });
  service.setFiles(new Map());
  return result;
}

/** Computes the type data of a sample whose files (see `sampleFiles`) are in the service. */
export function computeSampleTypes(
  service: SamplesService,
  sample: ParsedSample,
  { dir, hover }: { dir: string; hover: boolean },
): SampleTypeResult {
  const program = service.getProgram();
  const fileNames = sample.files.map((file) => path.join(dir, file.name));
  const data: SampleTypeData = { types: [], queries: [], hovers: [] };
  const problems: TypeProblem[] = [];
  const typeIndex = new Map<string, number>();
  const intern = (info: TypeInfo) => {
    const key = JSON.stringify(info);
    let index = typeIndex.get(key);
    if (index === undefined) {
      index = data.types.push(info) - 1;
      typeIndex.set(key, index);
    }
    return index;
  };
  const sampleWords = new Set(sample.files.flatMap((file) => file.text.match(/[\w$]+/g) ?? []));
  const quickInfo = (fileName: string, position: number) =>
    expandedQuickInfo(service.languageService, fileName, position, sampleWords);
  /**
   * Declared by the language or the runtime (`console`, `Promise`): no hover. The reader knows them,
   * and their types and docs (a page of them for `console`) would weigh more in the page's JavaScript
   * than the sample's own.
   */
  const platformSymbol = (fileName: string, position: number) =>
    (service.languageService.getDefinitionAtPosition(fileName, position) ?? []).some((definition) =>
      PLATFORM_TYPES.test(definition.fileName),
    );
  /** Where a body line shows, if it does. */
  const shownIndex = new Map(sample.shown.map((bodyLine, index) => [bodyLine, index]));

  for (const query of sample.queries) {
    const target = query.target;
    if (!target) {
      problems.push({ line: query.line, message: 'a type query (// ^?) must sit directly under a line of code' });
      continue;
    }
    const file = sample.files[target.file];
    const source = program.getSourceFile(fileNames[target.file]);
    const lineText = file.text.split('\n')[target.line] ?? '';
    if (!source || query.column >= lineText.length) {
      problems.push({
        line: query.line,
        message: 'the caret of this type query points past the end of the line above',
      });
      continue;
    }
    const position = source.getPositionOfLineAndCharacter(target.line, query.column);
    const info = quickInfo(fileNames[target.file], position);
    if (!info) {
      problems.push({
        line: query.line,
        message: `nothing to query under the caret (column ${query.column + 1} of "${lineText.trim()}")`,
      });
      continue;
    }
    const text = typeText(info.text);
    const expected = query.expected === null ? null : normalizeType(query.expected);
    if (expected !== null && expected !== normalizeType(info.text) && expected !== normalizeType(info.unexpanded)) {
      problems.push({
        line: query.line,
        message: `type query expected "${query.expected}" but the compiler says "${normalizeType(info.text)}"`,
      });
    }
    const shown = shownIndex.get(file.lineMap[target.line]);
    if (shown === undefined) continue;
    const start = source.getLineAndCharacterOfPosition(info.textSpan.start);
    const column = start.line === target.line ? start.character : query.column;
    data.queries.push({ line: shown, column, type: intern(withDocs(text, info, Infinity)) });
  }

  if (hover) {
    sample.files.forEach((file, fileIndex) => {
      const source = program.getSourceFile(fileNames[fileIndex]);
      if (!source) return;
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
          const start = node.getStart(source);
          const { line, character } = source.getLineAndCharacterOfPosition(start);
          const shown = shownIndex.get(file.lineMap[line]);
          if (shown !== undefined) {
            const info = quickInfo(fileNames[fileIndex], start);
            if (info && !platformSymbol(fileNames[fileIndex], start)) {
              const text = clip(typeText(info.text), HOVER_TEXT_LIMIT);
              data.hovers.push([
                shown,
                character,
                node.getWidth(source),
                intern(withDocs(text, info, HOVER_TEXT_LIMIT, { summaryOnly: true })),
              ]);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    });
    data.hovers.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  return { data, problems };
}

type TypeAtPosition = {
  text: string;
  unexpanded: string;
  documentation?: ts.SymbolDisplayPart[];
  tags?: ts.JSDocTagInfo[];
  textSpan: ts.TextSpan;
};

/**
 * The compiler's quick info at a position. When it names types the sample never mentions (helper
 * types of a library, such as `SerializeObject<…>`), the type is expanded one level, as an
 * editor's expandable hover does, so that readers see the shape rather than the helpers.
 */
function expandedQuickInfo(
  ls: ts.LanguageService,
  fileName: string,
  position: number,
  sampleWords: ReadonlySet<string>,
): TypeAtPosition | undefined {
  // TypeScript 5.9 takes a verbosity level (expandable hovers), not yet in its public typings.
  const getQuickInfo: (
    fileName: string,
    position: number,
    maximumLength?: number,
    verbosityLevel?: number,
  ) => (ts.QuickInfo & { canIncreaseVerbosityLevel?: boolean }) | undefined = ls.getQuickInfoAtPosition.bind(ls);
  const info = getQuickInfo(fileName, position, undefined, 0);
  if (!info?.displayParts?.length) return undefined;
  const unexpanded = ts.displayPartsToString(info.displayParts);
  const foreign = info.displayParts.some((part) => TYPE_NAME_KINDS.has(part.kind) && !sampleWords.has(part.text));
  const expanded =
    foreign && info.canIncreaseVerbosityLevel ? getQuickInfo(fileName, position, undefined, 1) : undefined;
  const text = expanded?.displayParts?.length ? ts.displayPartsToString(expanded.displayParts) : unexpanded;
  return { text, unexpanded, documentation: info.documentation, tags: info.tags, textSpan: info.textSpan };
}

const TYPE_NAME_KINDS = new Set(['aliasName', 'interfaceName', 'className', 'enumName']);

/** The declaration files of JavaScript's built-ins (TypeScript's lib files) and of Node.js. */
const PLATFORM_TYPES = /[\\/](typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts|@types[\\/]node[\\/])/;

/** The tags a hover keeps: what a reader needs to call the thing, not its history or its examples. */
const HOVER_TAGS = new Set(['param', 'returns', 'deprecated']);

/**
 * The type with its doc comment. A hover keeps the comment's first paragraph and the tags above: the
 * data ships in the page's JavaScript, and a library's long comments (Node's `console` has a page of
 * them) would weigh more than the page's own samples.
 */
function withDocs(text: string, info: TypeAtPosition, limit: number, { summaryOnly = false } = {}): TypeInfo {
  const documentation = ts.displayPartsToString(info.documentation ?? []);
  const tags = (info.tags ?? [])
    .filter((tag) => !summaryOnly || HOVER_TAGS.has(tag.name))
    .map((tag) => `@${tag.name}${tag.text ? ' ' + ts.displayPartsToString(tag.text) : ''}`);
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
export function typeText(compilerText: string): string {
  const oneLine = normalizeType(compilerText);
  if (oneLine.length <= ONE_LINE_WIDTH) return oneLine;
  return compilerText.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
}

/**
 * The form in which an expected type and the compiler's type are compared: whitespace collapsed,
 * no `;` before a closing brace.
 */
export function normalizeType(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

const envHashes = new Map<string, string>();

/**
 * The cache key of a sample: its code, language and hover flag, the environment's locked
 * package versions, the TypeScript version and the data format.
 */
export function sampleTypesKey({
  code,
  lang,
  hover,
  envDir,
}: {
  code: string;
  lang: string;
  hover: boolean;
  envDir: string;
}): string {
  let envHash = envHashes.get(envDir);
  if (envHash === undefined) {
    const lock = path.join(envDir, 'package-lock.json');
    envHash = crypto
      .createHash('sha256')
      .update(fs.existsSync(lock) ? fs.readFileSync(lock) : '')
      .digest('hex');
    envHashes.set(envDir, envHash);
  }
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, ts.version, envHash, lang, hover, code]))
    .digest('hex')
    .slice(0, 32);
}

export function readCachedTypes(cacheDir: string, key: string): SampleTypeResult | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as SampleTypeResult;
  } catch {
    return undefined;
  }
}

export function writeCachedTypes(cacheDir: string, key: string, result: SampleTypeResult): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const file = path.join(cacheDir, `${key}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(result));
  fs.renameSync(temporary, file);
}

/** Fence meta that turns on hover types for every identifier of a sample. */
export const HOVER_META = /(?:^|\s)twoslash(?:\s|$)/;

/**
 * Whether a code block needs type data: it has queries or asks for hover types, and is checked.
 */
export function typeRequest(code: string, lang: string, meta: string): { sample: ParsedSample; hover: boolean } | null {
  if (/\bno-check\b/.test(meta)) return null;
  const hover = HOVER_META.test(meta);
  const sample = parseSample(code, lang);
  return hover || sample.queries.length > 0 ? { sample, hover } : null;
}
