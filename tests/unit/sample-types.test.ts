import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
// The MDX node types (mdxJsxFlowElement) in mdast's content.
import type {} from 'mdast-util-mdx-jsx';
import { VFile } from 'vfile';
import type { Token } from 'prism-react-renderer';

import { checkSamples } from '../../src/plugins/samples/check';
import { createSampleCompiler } from '../../src/plugins/samples/compile';
import { sampleId, sampleState } from '../../src/plugins/playground/sampleState';
import remarkSampleCode from '../../src/plugins/samples/remark';
import { readCached, sampleKey, visibleCode, writeCached } from '../../src/plugins/samples/samples';
import { renderedLines, splitTokens } from '../../src/plugins/samples/client/SampleCode/lines';

// Integration tests: each starts twoslash over the v10 samples environment.
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

/** One compiler for the tests (loading the packages' types is the slow part). */
const compiler = createSampleCompiler(envDir);

describe('type data', () => {
  const { data, problems } = compiler.compile(FIXTURE, 'ts', false);

  it('answers each query with what the compiler says, under the queried line, at the identifier', () => {
    assert.deepEqual(problems, []);
    const annotations = data.queries.map((query) => data.types[query.type].text);
    assert.deepEqual(annotations, ['const post: { id: string; title: string; likes: number }', 'const likes: number']);
    const lines = visibleCode(FIXTURE).split('\n');
    assert.deepEqual(
      data.queries.map(({ line, column }) => lines[line].slice(column, column + 5)),
      ['post ', 'likes'],
    );
  });

  it("expands a library's helper types one level, as an editor's expandable hover does", () => {
    const { data: order } = compiler.compile(ORDER_SAMPLE, 'ts', false);
    assert.equal(order.types[0].text, 'const book: { title: string; author: string; id: number; addedAt: string }');
  });

  it('fails a caret that points at nothing', () => {
    const misplaced = compiler.compile(FIXTURE.replace('//    ^?\n', '//   ^?\n'), 'ts', false);
    assert.match(misplaced.problems[0].message, /Invalid quick info query/);
  });

  it('gives identifiers their type and doc comment for hover samples', () => {
    const hover = compiler.compile(FIXTURE, 'ts', true);
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

  it("prints a sample's types the same whatever was compiled before it", () => {
    const alone = createSampleCompiler(envDir).compile(ORDER_SAMPLE, 'ts', false);
    compiler.compile('type Keys = keyof { id: 1; addedAt: 2 };\n//   ^?', 'ts', false);
    assert.deepEqual(compiler.compile(ORDER_SAMPLE, 'ts', false), alone);
  });
});

describe('errors', () => {
  const assign = 'const a: number = 1;\nconst b: string = a;\n';

  it('shows an error the sample declares, under its line', () => {
    const { data, problems } = compiler.compile(`// @errors: 2322\n${assign}`, 'ts', false);
    assert.deepEqual(problems, []);
    assert.equal(data.errors?.length, 1);
    const [error] = data.errors;
    assert.deepEqual({ ...error, text: undefined }, { line: 1, column: 6, text: undefined });
    assert.match(error.text, /Type 'number' is not assignable to type 'string'. \(2322\)/);
  });

  it('fails an undeclared error at its line, and a declared one that never comes', () => {
    const { problems } = compiler.compile(assign, 'ts', false);
    assert.deepEqual(
      problems.map((problem) => problem.line),
      [1],
    );
    assert.match(problems[0].message, /TS2322; declare it with \/\/ @errors: 2322/);
    const declared = compiler.compile('// @errors: 2322\nconst a = 1;\n', 'ts', false);
    assert.match(declared.problems[0].message, /declares 2322, which the compiler does not report/);
  });

  it('checks samples together in one program, each problem at its own sample and line', () => {
    const problems = compiler.checkTogether([
      { code: 'const a: number = 1;\n', lang: 'ts' },
      {
        code: `// @filename: server.ts\nexport const x = 1;\n// @filename: client.ts\nimport { x } from './server';\nconst y: string = x;\n`,
        lang: 'ts',
      },
      { code: assign, lang: 'ts' },
    ]);
    assert.deepEqual(
      problems.map((list) => list.map((problem) => problem.line)),
      [[], [4], [1]],
    );
    assert.match(problems[1][0].message, /^client\.ts: Type 'number' is not assignable to type 'string'/);
  });
});

describe('the samples checker', () => {
  it('reports at the Markdown line and compiles an unchanged sample once', () => {
    const file = path.join(scratch, 'page.md');
    const cacheDir = path.join(scratch, 'check-cache');
    fs.writeFileSync(
      file,
      ['# Page', '', '```ts', 'const total = 1 + 2;', 'const s: string = total;', '```', ''].join('\n'),
    );
    const first = checkSamples({ envDir, markdownFiles: [file], root, cacheDir });
    assert.deepEqual(
      first.errors.map(({ line }) => line),
      [5],
    );
    const second = checkSamples({ envDir, markdownFiles: [file], root, cacheDir });
    assert.equal(second.compiled, 0);
    assert.deepEqual(second.errors, first.errors);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('const s: string', 'const s: number'));
    const fixed = checkSamples({ envDir, markdownFiles: [file], root, cacheDir });
    assert.deepEqual([fixed.errors, fixed.compiled], [[], 1]);
  });

  it("finds the compiler's errors in a sample the build compiled without them", () => {
    const file = path.join(scratch, 'typed.md');
    const cacheDir = path.join(scratch, 'build-cache');
    const code = 'const total = 1 + 2;\n//    ^?\nconst s: string = total;';
    fs.writeFileSync(file, ['# Page', '', '```ts', code, '```', ''].join('\n'));
    // As the build's prefill leaves it: type data, and the errors left to the checker.
    const built = compiler.compile(code, 'ts', false, { errors: false });
    assert.deepEqual([built.problems, built.unchecked, built.data.queries.length], [[], true, 1]);
    writeCached(cacheDir, sampleKey({ code, lang: 'ts', hover: false, envDir }), built, code);
    const checked = checkSamples({ envDir, markdownFiles: [file], root, cacheDir });
    assert.deepEqual(
      checked.errors.map(({ line }) => line),
      [6],
    );
    assert.equal(checkSamples({ envDir, markdownFiles: [file], root, cacheDir }).compiled, 0);
  });
});

describe('the cache', () => {
  it('keeps no result that lacks an answer its sample asks for', () => {
    const cacheDir = path.join(scratch, 'lacking-cache');
    const key = sampleKey({ code: FIXTURE, lang: 'ts', hover: false, envDir });
    const lacking = { data: { types: [], queries: [], hovers: [] }, problems: [] };
    assert.equal(writeCached(cacheDir, key, lacking, FIXTURE), false);
    assert.equal(readCached(cacheDir, key), undefined);
    const complete = compiler.compile(FIXTURE, 'ts', false);
    assert.equal(writeCached(cacheDir, key, complete, FIXTURE), true);
    assert.deepEqual(readCached(cacheDir, key), complete);
  });
});

describe('remark plugin', () => {
  const cacheDir = path.join(scratch, 'remark-cache');
  const storeDir = path.join(scratch, 'remark-store');
  const run = async (code: string, meta: string | null = 'title="client.ts"') => {
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'ts', meta, value: code }] };
    await remarkSampleCode({ cacheDir, storeDir })(tree, new VFile({ path: path.join(root, 'docs/unit-test.md') }));
    return tree;
  };

  it('turns a sample with queries into the typed component, with the visible code only', async () => {
    // The build's prefill (or the checker) fills the cache the plugin reads.
    writeCached(
      cacheDir,
      sampleKey({ code: FIXTURE, lang: 'ts', hover: false, envDir }),
      compiler.compile(FIXTURE, 'ts', false),
      FIXTURE,
    );
    const tree = await run(FIXTURE);
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

  it('compiles a typed sample the cache does not hold, as when the page changed after the prefill read it', async () => {
    const code = 'const total = 1 + 2;\n//    ^?\n// @ts-expect-error\nconst label: string = total;';
    const [element] = (await run(code)).children.slice(1);
    assert.ok(element?.type === 'mdxJsxFlowElement' && element.name === 'SampleCodeWithTypes');
    const types = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'types');
    assert.ok(typeof types?.value === 'string');
    assert.equal((JSON.parse(types.value) as { queries: unknown[] }).queries.length, 1);
    // And stored: the next page (or build) reads it.
    assert.equal(readCached(cacheDir, sampleKey({ code, lang: 'ts', hover: false, envDir }))?.data.queries.length, 1);
  });

  it('leaves other samples as code, without the hidden lines', async () => {
    const tree = await run('// ---cut---\nconst a = 1;\n', null);
    // With its "Try" link: the sample's playground state, stored by its id.
    const id = sampleId(sampleState('// ---cut---\nconst a = 1;\n', 'ts', 'v10'));
    assert.deepEqual(tree.children, [
      { type: 'code', lang: 'ts', meta: null, value: 'const a = 1;\n', data: { hProperties: { trySample: id } } },
    ]);
    assert.ok(fs.existsSync(path.join(storeDir, `${id}.json`)));
    const skipped = await run('const a = 1;\n//    ^?', 'no-check="pseudo"');
    assert.equal(skipped.children[0].type, 'code');
    assert.equal((skipped.children[0] as { data?: unknown }).data, undefined);
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
