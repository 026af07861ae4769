/**
 * Validates JSON-LD against the schema.org vocabulary as schema-dts types it, using the TypeScript
 * compiler: each block becomes `const block: WithContext<Type> = <json>`, so an unknown type, an
 * unknown property (excess property check) or a wrongly typed value is a compile error. For the
 * tests only (it loads the compiler, which takes a few seconds).
 */
import path from 'node:path';
import ts from 'typescript';

export type JsonLdBlock = {
  /** Where the block comes from, for error messages (e.g. the page's path). */
  readonly source: string;
  readonly data: unknown;
};

const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;
// Action annotations (`query-input`, `result-output`): schema.org allows them on any action
// property, schema-dts types them only on `WithActionConstraints<…>`. They are checked here.
const ANNOTATION = /^[a-z][A-Za-z]*-(?:input|output)$/;

/** Removes valid action annotations (reporting invalid ones) so the compiler sees plain schema.org. */
function withoutAnnotations(value: unknown, problems: string[], where: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutAnnotations(item, problems, where));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([key, item]) => {
    if (!ANNOTATION.test(key)) return true;
    const type = (value as { '@type'?: unknown })['@type'];
    if (typeof type !== 'string' || !type.endsWith('Action')) problems.push(`${where}: ${key} outside an action`);
    else if (typeof item !== 'string' && (typeof item !== 'object' || item === null)) {
      problems.push(`${where}: ${key} must be text or a PropertyValueSpecification`);
    }
    return false;
  });
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutAnnotations(item, problems, where)]));
}

/**
 * What the compiler checks of a value: its keys, `@type`s and the kinds of its values. Text
 * becomes `""` (any schema.org text, URL or date accepts it, and no literal type does, so this
 * never hides an error) and arrays keep one item per distinct shape. Pages whose blocks have the
 * same shape (every docs page's breadcrumbs) are then compiled once.
 */
export function shapeOf(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === '@type' || key === '@context' ? value : '';
  if (typeof value === 'number') return 0;
  if (Array.isArray(value)) {
    const items = new Map(value.map((item) => shapeOf(item)).map((item) => [JSON.stringify(item), item]));
    return [...items.values()];
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shapeOf(item, name)]));
}

/** Returns one message per problem; an empty list means every block is valid. */
export function validateJsonLd(allBlocks: readonly JsonLdBlock[], siteDir: string): string[] {
  const problems: string[] = [];
  const shapes = new Map<string, JsonLdBlock>();
  for (const block of allBlocks) {
    const shape = shapeOf(block.data);
    const key = JSON.stringify(shape);
    if (!shapes.has(key)) shapes.set(key, { source: block.source, data: shape });
  }
  const blocks = [...shapes.values()];
  const lines: string[] = ["import type * as schema from 'schema-dts';"];
  const sourceOfLine: string[] = []; // By 0-based line of the generated file.
  blocks.forEach((block, index) => {
    const data = block.data as { '@context'?: unknown; '@type'?: unknown; '@graph'?: unknown } | null;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      problems.push(`${block.source}: a JSON-LD block must be one object`);
      return;
    }
    if (data['@context'] !== 'https://schema.org') {
      problems.push(`${block.source}: @context must be "https://schema.org"`);
      return;
    }
    const type = data['@graph'] !== undefined ? 'Graph' : data['@type'];
    if (typeof type !== 'string' || !IDENTIFIER.test(type)) {
      problems.push(`${block.source}: @type must name one schema.org type, got ${JSON.stringify(type)}`);
      return;
    }
    const target = type === 'Graph' ? 'schema.Graph' : `schema.WithContext<schema.${type}>`;
    const json = JSON.stringify(withoutAnnotations(data, problems, block.source), null, 1);
    const first = sourceOfLine.length === 0 ? 1 : sourceOfLine.length;
    const count = json.split('\n').length;
    for (let line = first; line < first + count; line++) sourceOfLine[line] = block.source;
    lines.push(`export const block${index}: ${target} = ${json};`);
  });

  const fileName = path.join(siteDir, '__jsonld__.ts');
  const text = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'], // No DOM: the blocks are plain data, and the DOM types are slow to load.
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === fileName ? text : readFile(file));
  host.fileExists = (file) => file === fileName || ts.sys.fileExists(file);
  host.getSourceFile = (file, language, onError) =>
    file === fileName ? ts.createSourceFile(file, text, language, true) : getSourceFile(file, language, onError);
  const program = ts.createProgram([fileName], options, host);
  const file = program.getSourceFile(fileName);
  for (const diagnostic of [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : 0;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n').slice(-1)[0];
    problems.push(`${sourceOfLine[line] ?? 'JSON-LD'}: ${message}`);
  }
  return problems;
}
