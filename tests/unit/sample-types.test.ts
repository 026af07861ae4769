import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { Root } from 'mdast';
// The MDX node types (mdxJsxFlowElement) in mdast's content.
import type {} from 'mdast-util-mdx-jsx';
import { VFile } from 'vfile';
import type { Token } from 'prism-react-renderer';

import { checkSamples } from '../../src/samples/check';
import { createSamplesService } from '../../src/samples/compiler';
import { parseSample, visibleCode } from '../../src/samples/extract';
import { computeSampleTypes, normalizeType, sampleFiles } from '../../src/samples/types';
import remarkSampleCode from '../../src/remark/remarkSampleCode';
import { createSampleTypes } from '../../src/samples/sampleTypes';
import { renderedLines, splitTokens } from '../../src/components/SampleCode/lines';

const root = path.resolve(__dirname, '../..');
const envDir = path.join(root, 'src/samples/v10');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-types-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A sample with hidden setup in another file, two queries and a doc comment. */
const FIXTURE = [
  '// @filename: server.ts',
  "import { initTRPC } from '@trpc/server';",
  "import { z } from 'zod';",
  'const t = initTRPC.create();',
  'export const appRouter = t.router({',
  '  post: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {',
  "    return { id: input.id, title: 'Hello', likes: 3 };",
  '  }),',
  '});',
  'export type AppRouter = typeof appRouter;',
  '// @filename: client.ts',
  '// ---cut---',
  "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
  "import type { AppRouter } from './server';",
  '',
  '/**',
  ' * The API, typed by the router.',
  ' *',
  ' * A second paragraph, which hovers leave out.',
  ' * @since 10.0.0',
  " * @deprecated Use the router's caller in tests.",
  ' */',
  "const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });",
  "const post = await client.post.query({ id: '1' });",
  '//    ^?',
  'const likes = post.likes;',
  '//    ^? const likes: number',
  'const both = await Promise.all([post, likes]);',
].join('\n');

/** One language service for the tests (loading the packages' types is the slow part). */
const service = createSamplesService(envDir);

/** A router whose output type the client sees through tRPC's serialization helpers. */
const ORDER_SAMPLE = [
  "import { initTRPC } from '@trpc/server';",
  "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
  "import { z } from 'zod';",
  'type Book = { id: number; title: string; author: string; addedAt: Date };',
  'const t = initTRPC.create();',
  'const appRouter = t.router({',
  '  add: t.procedure',
  '    .input(z.object({ title: z.string(), author: z.string() }))',
  '    .mutation(({ input }): Book => ({ id: 1, addedAt: new Date(), ...input })),',
  '});',
  "const client = createTRPCProxyClient<typeof appRouter>({ links: [httpBatchLink({ url: '/' })] });",
  "const book = await client.add.mutate({ title: 'Kindred', author: 'Octavia E. Butler' });",
  '//    ^?',
].join('\n');

/** A sample's files in the service, and its type data. */
function compile(code: string, hover = false) {
  const sample = parseSample(code, 'ts');
  const dir = path.join(service.virtualRoot, 'unit-test');
  service.setFiles(new Map(sampleFiles(sample, dir)));
  return { sample, dir, ...computeSampleTypes(service, sample, { dir, hover }) };
}

describe('parsing a sample', () => {
  it('finds files, the lines a reader sees and the queries with their targets', () => {
    const sample = parseSample(FIXTURE, 'ts');
    assert.deepEqual(
      sample.files.map((file) => file.name),
      ['server.ts', 'client.ts'],
    );
    const lines = FIXTURE.split('\n');
    assert.equal(sample.shown.map((line) => lines[line]).join('\n'), visibleCode(FIXTURE));
    assert.deepEqual(
      sample.queries.map(({ column, expected, target }) => ({ column, expected, target })),
      [
        { column: 6, expected: null, target: { file: 1, line: 11 } },
        { column: 6, expected: 'const likes: number', target: { file: 1, line: 12 } },
      ],
    );
  });
});

describe('type data', () => {
  const { sample, dir, data, problems } = compile(FIXTURE);

  it('answers each query with what the compiler says', () => {
    assert.deepEqual(problems, []);
    const annotations = data.queries.map((query) => data.types[query.type].text);
    assert.deepEqual(annotations, ['const post: { id: string; title: string; likes: number }', 'const likes: number']);
    // The same as the compiler's own type of the identifier, independently of quick info.
    compile(FIXTURE);
    const program = service.getProgram();
    const source = program.getSourceFile(path.join(dir, 'client.ts'));
    assert.ok(source);
    const checker = program.getTypeChecker();
    const post = source.statements.filter(ts.isVariableStatement)[1].declarationList.declarations[0];
    const postType = checker.typeToString(checker.getTypeAtLocation(post.name));
    assert.equal(normalizeType(annotations[0]), normalizeType(`const post: ${postType}`));
  });

  it('places an annotation under the queried line, at the identifier', () => {
    const lines = visibleCode(FIXTURE).split('\n');
    assert.deepEqual(
      data.queries.map(({ line, column }) => lines[line].slice(column, column + 5)),
      ['post ', 'likes'],
    );
    assert.equal(sample.queries.length, 2);
  });

  it('fails a wrong expectation, and a caret that points at nothing', () => {
    const wrong = compile(FIXTURE.replace('^? const likes: number', '^? const likes: string'));
    assert.deepEqual(
      wrong.problems.map((problem) => problem.message),
      ['type query expected "const likes: string" but the compiler says "const likes: number"'],
    );
    const misplaced = compile(FIXTURE.replace('//    ^?\n', '//   ^?\n'));
    assert.match(misplaced.problems[0].message, /nothing to query under the caret \(column 6/);
  });

  it('gives identifiers their type and doc comment for hover samples', () => {
    const hover = compile(FIXTURE, true);
    const lines = visibleCode(FIXTURE).split('\n');
    const at = (word: string) =>
      hover.data.hovers.find(([line, column, length]) => lines[line].slice(column, column + length) === word);
    const client = at('client');
    assert.ok(client);
    assert.match(hover.data.types[client[3]].text, /^const client: /);
    // A hover keeps the comment's first paragraph, and the tags a caller needs (not @since).
    assert.equal(
      hover.data.types[client[3]].docs,
      "The API, typed by the router.\n@deprecated Use the router's caller in tests.",
    );
    const likes = at('likes');
    assert.ok(likes);
    assert.equal(hover.data.types[likes[3]].text, 'const likes: number');
    // The language's own built-ins get no hover; the sample's names on the same line do.
    assert.equal(at('Promise'), undefined);
    assert.equal(at('all'), undefined);
    assert.ok(at('both'));
    // No hover data for the hidden setup: every identifier is on a line the reader sees.
    assert.ok(hover.data.hovers.every(([line]) => line < lines.length));
    assert.equal(data.hovers.length, 0);
  });
});

describe('the samples checker', () => {
  it('reports a wrong expectation at its Markdown line', () => {
    const file = path.join(scratch, 'wrong.md');
    fs.writeFileSync(
      file,
      ['# Page', '', '```ts', 'const total = 1 + 2;', '//    ^? const total: string', '```', ''].join('\n'),
    );
    const result = checkSamples({ envDir, markdownFiles: [file], root });
    assert.deepEqual(
      result.errors.map(({ line, message }) => ({ line, message })),
      [{ line: 5, message: 'type query expected "const total: string" but the compiler says "const total: number"' }],
    );
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('total: string', 'total: number'));
    assert.deepEqual(checkSamples({ envDir, markdownFiles: [file], root }).errors, []);
  });
});

describe('build-time cache', () => {
  const block = (code: string) => ({ code, lang: 'ts', hover: false, sample: parseSample(code, 'ts') });

  it('compiles a sample once, then serves it from the cache until it changes', () => {
    const cacheDir = path.join(scratch, 'cache');
    const file = path.join(root, 'docs/unit-test.md');
    const first = createSampleTypes({ root, cacheDir });
    const [fresh] = first.forFile(file, [block(FIXTURE)]) ?? [];
    assert.equal(first.stats.compiled, 1);
    const second = createSampleTypes({ root, cacheDir });
    const [cached] = second.forFile(file, [block(FIXTURE)]) ?? [];
    assert.equal(second.stats.compiled, 0);
    assert.deepEqual(cached, fresh);
    second.forFile(file, [block(FIXTURE.replace("title: 'Hello'", "title: 'Hi'"))]);
    assert.equal(second.stats.compiled, 1);
    // Content outside the samples environments gets no type data.
    assert.equal(second.forFile(path.join(root, 'src/pages/x.md'), [block(FIXTURE)]), undefined);
  });

  it("prints a sample's types the same whatever was compiled before it", () => {
    // Property names the compiler meets first come first in a mapped type: in a program shared with
    // this sample, `book` would print as { id; addedAt; title; author }.
    const other = 'type Keys = keyof { id: 1; addedAt: 2 };\n//   ^?';
    const alone = createSampleTypes({ root, cacheDir: path.join(scratch, 'alone') });
    const after = createSampleTypes({ root, cacheDir: path.join(scratch, 'after') });
    const file = path.join(root, 'docs/unit-test.md');
    after.forFile(file, [block(other)]);
    const [first] = alone.forFile(file, [block(ORDER_SAMPLE)]) ?? [];
    const [second] = after.forFile(file, [block(ORDER_SAMPLE)]) ?? [];
    assert.equal(after.stats.compiled, 2);
    assert.equal(
      first.data.types[0].text,
      'const book: { title: string; author: string; id: number; addedAt: string }',
    );
    assert.deepEqual(second, first);
  });
});

describe('remark plugin', () => {
  const run = (code: string, meta: string | null = 'title="client.ts"') => {
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'ts', meta, value: code }] };
    const cacheDir = path.join(scratch, 'remark-cache');
    remarkSampleCode({ cacheDir })(tree, new VFile({ path: path.join(root, 'docs/unit-test.md') }));
    return tree;
  };

  it('turns a sample with queries into the typed component, with the visible code only', () => {
    const tree = run(FIXTURE);
    const [esm, element] = tree.children;
    assert.equal(esm.type, 'mdxjsEsm');
    assert.ok(element.type === 'mdxJsxFlowElement');
    const { name, attributes } = element;
    assert.equal(name, 'SampleCodeWithTypes');
    const attribute = (key: string): string => {
      const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
      assert.ok(found && typeof found.value === 'string', `attribute ${key}`);
      return found.value;
    };
    const code = attribute('code');
    assert.equal(code, visibleCode(FIXTURE));
    assert.doesNotMatch(code, /\^\?|---cut---|@filename|initTRPC/);
    assert.equal(attribute('metastring'), 'title="client.ts"');
    const types = JSON.parse(attribute('types')) as { queries: unknown[] };
    assert.equal(types.queries.length, 2);
  });

  it('leaves other samples as code, without the hidden lines', () => {
    const tree = run('// ---cut---\nconst a = 1;\n', null);
    assert.deepEqual(tree.children, [{ type: 'code', lang: 'ts', meta: null, value: 'const a = 1;\n' }]);
    const skipped = run('const a = 1;\n//    ^?', 'no-check="pseudo"');
    assert.equal(skipped.children[0].type, 'code');
  });
});

describe('rendering helpers', () => {
  it('maps visible lines to rendered lines when the theme drops magic comments', () => {
    assert.deepEqual(renderedLines('a\n// highlight-next-line\nb\nc', 'a\nb\nc'), [0, undefined, 1, 2]);
  });

  it('splits Prism tokens at identifiers and keeps the text and highlighting', () => {
    const line: Token[] = [
      { types: ['keyword'], content: 'const' },
      { types: ['plain'], content: ' total ' },
      { types: ['operator'], content: '=' },
    ];
    const { tokens, hoverOf } = splitTokens(line, [{ column: 6, length: 5, hover: 7 }]);
    assert.deepEqual(
      tokens.map((token) => token.content),
      ['const', ' ', 'total', ' ', '='],
    );
    assert.equal(tokens.map((token) => token.content).join(''), 'const total =');
    assert.deepEqual(
      [...hoverOf].map(([token, hover]) => [token.content, token.types, hover]),
      [['total', ['plain'], 7]],
    );
  });
});
