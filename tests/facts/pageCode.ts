/**
 * Runs a docs page's own sample code in a fact, instead of a copy that could drift from the page
 * (tests/facts/README.md). `runPageCode(page, names, scope)` finds the ts/tsx block of `page` whose
 * visible code declares `names` at its top level, takes those declarations and the ones they use from
 * the same code, strips their types (`ts.transpileModule`) and evaluates them: the packages the block
 * imports come from the package set of the page's docs version, and everything else (a relative
 * import, a stand-in for an external service, a switch such as `process.env`) from `scope`, which
 * also overrides an import or a declaration of the same name.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { extractBlocks, type SampleBlock } from '../../src/plugins/samples/blocks';
import { visibleCode } from '../../src/plugins/samples/samples';
import { v10, v9 } from './facts';

const root = path.resolve(__dirname, '../..');

/** A top-level declaration of a block's visible code that has a runtime value. */
type Declaration = { names: string[]; statement: ts.Statement };

/** The visible code of one ts/tsx block of a page, parsed; `section`: the heading above the block. */
type ParsedBlock = {
  block: SampleBlock;
  title: string | undefined;
  section: string | undefined;
  source: ts.SourceFile;
  declarations: Declaration[];
};

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** The names a statement declares at the top level, with a value at runtime (not types). */
function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  if (ts.isExportAssignment(statement) && !statement.isExportEquals) return ['default'];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  return [];
}

const HEADING = /^#{1,6}\s+(.*?)(?:\s+\{#[\w-]+\})?\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The text of the Markdown heading that each line is under (index 0: line 1); code blocks have none. */
function sectionsByLine(markdown: string): (string | undefined)[] {
  let section: string | undefined;
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const trimmed = line.trim();
    if (fence === undefined) {
      fence = FENCE.exec(line)?.[1];
      if (fence === undefined) section = HEADING.exec(line)?.[1] ?? section;
    } else if (trimmed.startsWith(fence) && trimmed.slice(fence.length) === '') {
      fence = undefined;
    }
    return section;
  });
}

const parsedPages = new Map<string, ParsedBlock[]>();

/** The ts/tsx blocks of `page` (a path from the repository root), each with its visible code parsed. */
function parsePage(page: string): ParsedBlock[] {
  const cached = parsedPages.get(page);
  if (cached) return cached;
  const markdown = fs.readFileSync(path.join(root, page), 'utf8');
  const sections = sectionsByLine(markdown);
  const blocks = extractBlocks(markdown).map((block) => {
    const kind = block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(
      `block.${block.lang}`,
      visibleCode(block.code),
      ts.ScriptTarget.ES2022,
      true,
      kind,
    );
    const title = TITLE.exec(block.meta);
    const declarations = source.statements
      .map((statement) => ({ names: declaredNames(statement), statement }))
      .filter((declaration) => declaration.names.length > 0);
    return { block, title: title?.[1] ?? title?.[2], section: sections[block.line - 1], source, declarations };
  });
  parsedPages.set(page, blocks);
  return blocks;
}

/** What a block's `export default` is declared as where it runs. */
const DEFAULT_EXPORT = 'pageDefaultExport';

/** A statement's source without its `export` keyword, so that it declares a plain local. */
function localText(statement: ts.Statement, source: ts.SourceFile): string {
  if (ts.isExportAssignment(statement)) return `const ${DEFAULT_EXPORT} = ${statement.expression.getText(source)};`;
  const text = statement.getText(source);
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
  const exported = modifiers?.find((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return text;
  // `export default function Page()` declares `Page`: drop `default` as well
  const last = modifiers?.find((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword) ?? exported;
  const start = statement.getStart(source);
  return text.slice(0, exported.getStart(source) - start) + text.slice(last.end - start).trimStart();
}

/** Every identifier in `node`, as text (a superset of the names it uses). */
function identifiers(node: ts.Node, found = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) found.add(node.text);
  node.forEachChild((child) => void identifiers(child, found));
  return found;
}

/** The block of `page` whose visible code declares all of `names`, with the title and under the heading asked for. */
function findBlock(
  page: string,
  names: readonly string[],
  { title, section, containing }: PageCodeOptions,
): ParsedBlock {
  const declares = (parsed: ParsedBlock) =>
    names.every((name) => parsed.declarations.some((declaration) => declaration.names.includes(name)));
  const candidates = parsePage(page).filter(
    (parsed) =>
      declares(parsed) &&
      (title === undefined || parsed.title === title) &&
      (section === undefined || parsed.section === section) &&
      (containing === undefined || parsed.source.text.includes(containing)),
  );
  const where = [
    title && `titled ${title}`,
    section && `under the heading "${section}"`,
    containing && `containing ${containing}`,
  ]
    .filter(Boolean)
    .join(' ');
  const what = names.length > 0 ? `a top-level declaration of ${names.join(', ')}` : 'the code';
  const which = `${what}${where === '' ? '' : ` in a block ${where}`}`;
  if (candidates.length === 0) throw new Error(`${page}: no ts/tsx block shows ${which}`);
  if (candidates.length > 1) {
    const lines = candidates.map((parsed) => parsed.block.line).join(', ');
    throw new Error(`${page}: the blocks at lines ${lines} all show ${which}; name the block's title or section`);
  }
  return candidates[0];
}

/** The package set of the docs version `page` belongs to. */
function packagesOf(page: string): NodeJS.Require {
  return page.startsWith('versioned_docs/version-9.x/') ? v9 : v10;
}

/** The value `specifier` imports from `module`, `'*'` for the namespace, `'default'` for the default import. */
function importValue(load: NodeJS.Require, page: string, module: string, specifier: string): unknown {
  // tsx maps the bare @trpc/client to 10.x (tests/facts/README.md): 9.x's is loaded by folder
  const id = load === v9 && module === '@trpc/client' ? './node_modules/@trpc/client' : module;
  const loaded = load(id) as Record<string, unknown>;
  if (specifier === '*') return loaded;
  if (specifier === 'default') return loaded.__esModule ? loaded.default : loaded;
  if (!(specifier in loaded)) throw new Error(`${page} imports ${specifier} from ${module}, which has no such export`);
  return loaded[specifier];
}

/** The values a block's code imports from packages (not relative paths), by local name; type-only imports left out. */
function packageImports(page: string, source: ts.SourceFile): Map<string, () => unknown> {
  const load = packagesOf(page);
  const values = new Map<string, () => unknown>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (module.startsWith('.') || !clause || clause.isTypeOnly) continue;
    if (clause.name) values.set(clause.name.text, () => importValue(load, page, module, 'default'));
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      values.set(bindings.name.text, () => importValue(load, page, module, '*'));
    } else if (bindings) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const imported = (element.propertyName ?? element.name).text;
        values.set(element.name.text, () => importValue(load, page, module, imported));
      }
    }
  }
  return values;
}

/** Which block to take when more than one declares the names, and what of it to run. */
type PageCodeOptions = {
  /** The block's `title` */
  title?: string;
  /** The text of the heading the block is under (the nearest one above it) */
  section?: string;
  /** Text that the block's visible code contains */
  containing?: string;
  /** Run every statement of the block (its imports bound as above), not only the declarations asked for */
  wholeBlock?: boolean;
};

/**
 * The TypeScript source of the declarations of `names` in the block of `page` that shows them, with
 * the declarations of the same code they use (in the page's order), or of all its statements with
 * `wholeBlock`, without those that declare a `skip` name; `line` is the block's opening fence.
 */
function pageSource(
  page: string,
  names: readonly string[],
  options: PageCodeOptions & { skip?: ReadonlySet<string> } = {},
): { code: string; line: number; lang: string; imports: Map<string, () => unknown> } {
  const parsed = findBlock(page, names, options);
  const wanted = new Set(names);
  // Add what the wanted declarations use, until nothing new is used.
  for (let grown = true; grown;) {
    grown = false;
    for (const declaration of parsed.declarations) {
      if (!declaration.names.some((name) => wanted.has(name))) continue;
      for (const used of identifiers(declaration.statement)) {
        const other = parsed.declarations.find((candidate) => candidate.names.includes(used));
        if (other && !other.names.every((name) => wanted.has(name))) {
          other.names.forEach((name) => wanted.add(name));
          grown = true;
        }
      }
    }
  }
  const skipped = (statement: ts.Statement) => declaredNames(statement).some((name) => options.skip?.has(name));
  const taken = options.wholeBlock
    ? parsed.source.statements.filter(
        (statement) =>
          !ts.isImportDeclaration(statement) &&
          !ts.isExportDeclaration(statement) &&
          !(ts.isExportAssignment(statement) && statement.isExportEquals) &&
          !skipped(statement),
      )
    : parsed.declarations
        .filter((declaration) => declaration.names.some((name) => wanted.has(name)))
        .map((declaration) => declaration.statement)
        .filter((statement) => !skipped(statement));
  const code = taken.map((statement) => localText(statement, parsed.source)).join('\n\n');
  // Only the imports the code uses: a block may import a package that no package set has (a test runner)
  const used = new Set(taken.flatMap((statement) => [...identifiers(statement)]));
  const imports = new Map([...packageImports(page, parsed.source)].filter(([name]) => used.has(name)));
  return { code, line: parsed.block.line, lang: parsed.block.lang, imports };
}

/**
 * Runs the declarations of `names` from the block of `page` that shows them (see the top of this
 * file), or the whole block with `wholeBlock`, and returns their values; the name `default` stands
 * for the block's `export default`. `scope` gives the names the code uses that are not its own or a
 * package's: a relative import, a global to replace (`process`, `console`), a stand-in. A name in
 * `scope` wins over the page's import or declaration of it. The type `T` is the fact's claim of what
 * the page declares; the calls the fact makes then check it.
 */
export function runPageCode<T extends Record<string, unknown>>(
  page: string,
  names: readonly (keyof T & string)[],
  scope: Record<string, unknown> = {},
  options: PageCodeOptions = {},
): T {
  const { code, line, lang, imports } = pageSource(page, names, { ...options, skip: new Set(Object.keys(scope)) });
  const output = ts.transpileModule(code, {
    fileName: `sample.${lang}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      jsx: ts.JsxEmit.ReactJSX,
      removeComments: true,
    },
  });
  const problems = (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new Error(`${page}:${line}: the sample does not transpile: ${problems.join('; ')}`);

  const bindings = new Map<string, unknown>();
  for (const [name, value] of imports) if (!(name in scope)) bindings.set(name, value());
  for (const [name, value] of Object.entries(scope)) bindings.set(name, value);
  const values = names.map((name) => (name === 'default' ? `default: ${DEFAULT_EXPORT}` : name));
  const body = `${output.outputText}\nreturn { ${values.join(', ')} };`;
  // The JSX runtime's import (jsx: react-jsx) is the only require() left in the output. The function
  // runs in this realm, so the page's `instanceof TypeError` sees the errors of the packages.
  const run = vm.compileFunction(body, ['require', 'exports', ...bindings.keys()], {
    filename: `${page}:${line} (${names.join(', ')})`,
  }) as (...args: unknown[]) => T;
  return run(packagesOf(page), {}, ...bindings.values());
}

/** The visible code of the one ts/tsx block of `page` with the title and under the heading asked for. */
export function pageBlock(page: string, options: PageCodeOptions): { code: string; line: number } {
  const parsed = findBlock(page, [], options);
  return { code: parsed.source.text, line: parsed.block.line };
}

/**
 * A block that awaits at its top level, as Node would load it: `commonJs` throws the SyntaxError that Node's
 * CommonJS loader (a module wrapped in a function) gives such a block; `asModule` runs it as the body of an
 * ES module, its top-level awaits in order, with `scope` for its free names (its own imports are left out).
 */
export function topLevelAwaitBlock(
  page: string,
  options: PageCodeOptions,
  params: readonly string[],
): { commonJs: () => unknown; asModule: (...args: unknown[]) => Promise<unknown> } {
  const { code, line } = pageBlock(page, options);
  const body = ts
    .transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
    .outputText.replace(/^import .*$/gm, '');
  return {
    commonJs: () => vm.compileFunction(body, [...params]),
    asModule: (...args) =>
      (
        vm.compileFunction(`return (async () => {\n${body}\n})();`, [...params], {
          filename: `${page}:${line}`,
        }) as (...values: unknown[]) => Promise<unknown>
      )(...args),
  };
}
