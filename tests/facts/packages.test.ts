/**
 * What the 10.x pages say about the published packages themselves (tests/facts/README.md): their
 * peer dependencies, the TypeScript syntax and `@deprecated` markers in their type definitions,
 * and how their types behave under compiler settings a reader might have (strict mode off, a
 * package the client cannot resolve). TypeScript programs are compiled in memory, in the 10.x
 * package set's folder, with the site's TypeScript.
 *
 *   node --import tsx --test tests/facts/packages.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typescriptOptions } from '../../src/utils/typescriptOptions';
import { fact } from './facts';
import { pageBlock } from './pageCode';

const V10 = path.resolve(__dirname, '../../src/samples/v10');
const packageJson = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(V10, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

/** Compiles `files` (name -> code, in the 10.x package set's folder) and returns the errors as "file(line): TScode message". */
/** Parsed declaration files, shared by the programs below (the packages' and TypeScript's libs). */
const parsed = new Map<string, ts.SourceFile | undefined>();

function compile(files: Record<string, string>, options: ts.CompilerOptions = {}) {
  // no @types packages and no DOM lib: none of these programs needs them, and parsing them is slow
  const compilerOptions = { ...typescriptOptions(ts), types: [], lib: ['lib.es2022.d.ts'], ...options };
  const virtual = new Map(Object.entries(files).map(([name, code]) => [path.join(V10, name), code]));
  const base = ts.createCompilerHost(compilerOptions);
  const host: ts.CompilerHost = {
    ...base,
    getSourceFile: (fileName, language, onError, shouldCreate) => {
      const code = virtual.get(fileName);
      if (code !== undefined) return ts.createSourceFile(fileName, code, language);
      if (!parsed.has(fileName)) parsed.set(fileName, base.getSourceFile(fileName, language, onError, shouldCreate));
      return parsed.get(fileName);
    },
    fileExists: (fileName) => virtual.has(fileName) || base.fileExists(fileName),
    readFile: (fileName) => virtual.get(fileName) ?? base.readFile(fileName),
    directoryExists: (directory) =>
      [...virtual.keys()].some((fileName) => fileName.startsWith(directory + path.sep)) ||
      ts.sys.directoryExists(directory),
  };
  const program = ts.createProgram([...virtual.keys()], compilerOptions, host);
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${path.basename(diagnostic.file.fileName)}(${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1})`
      : '';
    return `${where}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  return { program, errors };
}

fact(
  'docs/further/faq.md',
  '@trpc/client, @trpc/react-query and @trpc/next 10.12.0 declare @trpc/server and @trpc/client at exactly 10.12.0, @tanstack/react-query ^4.3.8, react and react-dom >= 16.8, and (@trpc/next) @trpc/react-query ^10.8.0 and next as peer dependencies',
  () => {
    assert.deepEqual(packageJson('@trpc/client').peerDependencies, { '@trpc/server': '10.12.0' });
    const reactQuery = packageJson('@trpc/react-query').peerDependencies;
    assert.deepEqual(reactQuery, {
      '@tanstack/react-query': '^4.3.8',
      '@trpc/client': '10.12.0',
      '@trpc/server': '10.12.0',
      react: '>=16.8.0',
      'react-dom': '>=16.8.0',
    });
    const next = packageJson('@trpc/next').peerDependencies;
    assert.equal(next?.next, '*');
    assert.equal(next?.['@trpc/server'], '10.12.0');
    assert.equal(next?.['@trpc/client'], '10.12.0');
    assert.equal(next?.['@tanstack/react-query'], '^4.3.8');
    assert.equal(next?.['@trpc/react-query'], '^10.8.0');
  },
);

fact(
  'docs/main/quickstart.mdx',
  '@trpc/server and @trpc/client have no runtime dependencies, no @trpc package declares a TypeScript peer dependency, and their type definitions use infer X extends Y (TypeScript 4.7 syntax)',
  () => {
    for (const name of ['@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next']) {
      const pkg = packageJson(name);
      assert.equal(pkg.version, '10.12.0');
      assert.equal(pkg.peerDependencies?.typescript, undefined, `${name} declares no TypeScript peer`);
    }
    assert.deepEqual(packageJson('@trpc/server').dependencies ?? {}, {});
    assert.deepEqual(packageJson('@trpc/client').dependencies ?? {}, {});
    const middleware = fs.readFileSync(path.join(V10, 'node_modules/@trpc/server/dist/core/middleware.d.ts'), 'utf8');
    assert.match(middleware, /infer \w+ extends \w+/);
  },
);

fact(
  'docs/further/faq.md',
  'the v9-style router() and createReactQueryHooks are marked @deprecated in the 10.12 type definitions, and the source of unstable_concat marks it deprecated for removal in the next major',
  () => {
    const read = (file: string) => fs.readFileSync(path.join(V10, 'node_modules/@trpc', file), 'utf8');
    assert.match(read('server/dist/deprecated/router.d.ts'), /@deprecated\s*\*\/\s*export declare function router</);
    assert.match(
      read('react-query/dist/interop.d.ts'),
      /@deprecated[^*]*\*\/\s*export declare function createReactQueryHooks/,
    );
    assert.match(
      read('server/src/core/internals/procedureBuilder.ts'),
      /@deprecated\s*\n\s*\* This functionality is deprecated and will be removed in the next major version\.\s*\n\s*\*\/\s*\n\s*unstable_concat/,
    );
  },
);

const QUICKSTART = 'docs/main/quickstart.mdx';

fact(
  QUICKSTART,
  "without strict mode every field of a zod object input becomes optional (the page's own addBook then fails to compile where it spreads its input into a Book), and creating a client fails with \"Property 'transformer' is missing\"",
  () => {
    // The page's own server/trpc.ts, server/router.ts and client/index.ts, and a file of the fact's
    const files = {
      'server/trpc.ts': pageBlock(QUICKSTART, { title: 'server/trpc.ts' }).code,
      'server/router.ts': pageBlock(QUICKSTART, { title: 'server/router.ts' }).code,
      'client/index.ts': pageBlock(QUICKSTART, { title: 'client/index.ts', section: 'Create a client' }).code,
      '__fact_optional.ts': `import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from './server/router';
const optional: inferRouterInputs<AppRouter>['addBook'] = {};
`,
    };
    const loose = compile(files, { strict: false });
    assert.equal(loose.errors.length, 2, loose.errors.join('\n'));
    // the optional fields: the page's addBook no longer builds a Book from its input
    const [client, router] = [...loose.errors].sort();
    assert.match(router ?? '', /^router\.ts\(\d+\): TS2322 Type '\{ title\?: string; author\?: string;/);
    assert.match(client ?? '', /^index\.ts\(\d+\): TS2345 .*Property 'transformer' is missing/s);
    // In strict mode (the samples' setting) the same code compiles, the client without a transformer;
    // only the empty input fails
    const strict = compile(files, { strict: true });
    assert.equal(strict.errors.length, 1, strict.errors.join('\n'));
    assert.match(strict.errors[0] ?? '', /^__fact_optional\.ts\(3\): TS2739 .*title, author/);
  },
);

{
  fact(
    'docs/further/faq.md',
    "when the client cannot resolve a package the router's declaration files use, TypeScript (with skipLibCheck, as most projects set) reports nothing and the types from it become any; without skipLibCheck it reports TS2307 in the declaration file",
    () => {
      const files = {
        // the server package's emitted declaration, importing a package the client does not have
        'node_modules/@fact/api/index.d.ts': `import type { Invoice } from 'not-installed-billing';
export declare const appRouter: { invoice: Invoice };
export type AppRouter = typeof appRouter;`,
        'node_modules/@fact/api/package.json': '{"name":"@fact/api","types":"index.d.ts"}',
        '__fact_client.ts': `import type { AppRouter } from '@fact/api';
type Invoice = AppRouter['invoice'];
export const isAny: 0 extends 1 & Invoice ? true : false = true;`,
      };
      const { errors } = compile(files, { skipLibCheck: true });
      assert.deepEqual(errors, [], 'no error, and the any check compiles');
      // checking TypeScript's own DOM lib would take seconds: ES5's is enough here
      const checked = compile(files, { skipLibCheck: false, lib: ['lib.es5.d.ts'] });
      assert.match(checked.errors.join('\n'), /index\.d\.ts\(1\): TS2307 Cannot find module 'not-installed-billing'/);
    },
  );
}

fact(
  'docs/main/quickstart.mdx',
  'import type is erased when TypeScript compiles the client, so the server module is not imported at runtime',
  () => {
    const client = `import type { AppRouter } from '../server/router';
import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
export const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost:3000' })] });`;
    const { outputText } = ts.transpileModule(client, { compilerOptions: typescriptOptions(ts) });
    assert.doesNotMatch(outputText, /server\/router/);
    assert.match(outputText, /from '@trpc\/client'/);
  },
);
