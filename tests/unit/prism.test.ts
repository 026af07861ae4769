import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as upstream from 'prism-react-renderer';
import type { RenderProps } from 'prism-react-renderer';
import { Highlight, Prism } from '../../src/prism';
import { tokensByLine } from '../../src/prism/tokens';
import type { PrismTheme } from 'prism-react-renderer';
import { prismTheme } from '../../src/css/prismTheme';

/** A theme without colours: what both renderers then output is the markup alone. */
const COLOURLESS: PrismTheme = { plain: {}, styles: [] };

/** Samples with what makes tokenising tricky: nesting, aliases, blank lines, JSX, template strings. */
const SAMPLES: Record<string, string> = {
  tsx: [
    "import { createTRPCReact } from '@trpc/react-query';",
    '',
    'export const trpc = createTRPCReact<AppRouter>();',
    '',
    '',
    'export function Greeting({ name }: { name: string }) {',
    "  const hello = trpc.greeting.useQuery({ name }, { enabled: name !== '' });",
    '  return <p className="greeting">{hello.data?.text ?? `Hi ${name}…`}</p>;',
    '}',
  ].join('\n'),
  typescript: [
    '/** A procedure. */',
    'const appRouter = t.router({',
    '  byId: t.procedure.input(z.object({ id: z.string() })).query(async ({ input }) => db.find(input.id)),',
    '});',
    'export type AppRouter = typeof appRouter;',
  ].join('\n'),
  javascript: 'window.console.log(document.title, /ab+c/gi, 0x1f);\n\n',
  text: 'plain text\n\nwith a blank line',
};

/** Renders a code block the way the theme does, with the given Highlight component. */
function render(component: typeof Highlight, language: string, code: string, theme = COLOURLESS): string {
  const children = ({ className, style, tokens, getLineProps, getTokenProps }: RenderProps): ReactElement =>
    createElement(
      'pre',
      { className, style },
      tokens.map((line, lineIndex) =>
        createElement(
          'span',
          { key: lineIndex, ...getLineProps({ line }) },
          line.map((token, tokenIndex) => createElement('span', { key: tokenIndex, ...getTokenProps({ token }) })),
        ),
      ),
    );
  return renderToStaticMarkup(createElement(component, { prism: upstream.Prism, theme, language, code, children }));
}

describe('the Prism stand-in (src/prism)', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    it(`renders ${language} with the same markup as prism-react-renderer`, () => {
      const ours = render(Highlight, language, code);
      assert.equal(ours, render(upstream.Highlight as typeof Highlight, language, code));
      assert.match(ours, /class="token /);
    });
  }

  it('colours tokens by class, with no inline style but on the block and on empty lines', () => {
    const html = render(Highlight, 'tsx', SAMPLES.tsx, prismTheme);
    assert.match(
      html,
      /^<pre class="prism-code language-tsx" style="color:var\(--site-code-plain\);background-color:var\(--site-code-background\)">/,
    );
    assert.match(html, /<span class="token keyword">/);
    const styles = html.match(/style="[^"]*"/g) ?? [];
    assert.deepEqual([...new Set(styles.slice(1))], ['style="display:inline-block"']);
  });

  it('splits tokens into lines as prism-react-renderer does', () => {
    for (const [language, code] of Object.entries(SAMPLES)) {
      const grammar = upstream.Prism.languages[language];
      const stream = grammar ? upstream.Prism.tokenize(code, grammar) : [code];
      assert.deepEqual(tokensByLine(stream), upstream.normalizeTokens(stream), language);
      assert.equal(tokensByLine(stream).length, code.split('\n').length, language);
    }
  });

  it('knows the languages the docs use, and none of the ones they do not', () => {
    for (const language of ['markup', 'javascript', 'jsx', 'typescript', 'ts', 'tsx', 'bash', 'sh', 'diff', 'json']) {
      assert.ok(Prism.languages[language], `${language} is loaded`);
    }
    for (const language of ['swift', 'kotlin', 'rust', 'go', 'cpp', 'python']) {
      assert.equal(Prism.languages[language], undefined, `${language} is not loaded`);
    }
  });

  it('highlights the shell commands of the docs with its own small grammar', () => {
    const code =
      'NODE_ENV=production npx create-t3-app@latest --trpc # scaffold\ncd my-app && npm install "@trpc/server"';
    const tokens = tokensByLine(Prism.tokenize(code, Prism.languages.bash)).map((line) =>
      line.filter((token) => token.types[0] !== 'plain').map((token) => `${token.types.join('.')}:${token.content}`),
    );
    assert.deepEqual(tokens, [
      [
        'assign-left.variable:NODE_ENV',
        'operator:=',
        'function:npx',
        'parameter.variable:--trpc',
        'comment:# scaffold',
      ],
      ['function:cd', 'operator:&&', 'function:npm', 'string:"@trpc/server"'],
    ]);
  });

  it('takes a comparison for a comparison, not for type arguments, and still finds generics', () => {
    /** Each token as `types:content`, leaving out plain text. */
    const tokens = (language: string, code: string) =>
      tokensByLine(Prism.tokenize(code, Prism.languages[language]))
        .flat()
        .filter((token) => token.types[0] !== 'plain')
        .map((token) => `${token.types.join('.')}:${token.content}`);
    const generic = (token: string) => token.startsWith('generic-function');
    const genericCalls = (language: string, code: string) =>
      tokens(language, code).flatMap((token) =>
        token.startsWith('generic-function.function:') ? [token.slice(token.indexOf(':') + 1)] : [],
      );
    // A `<` or `<=` comparison, then a `>` before a `(` later in the block: no type arguments between.
    const comparisons = [
      ['typescript', 'if (a < b && c > d) {}\nrun(a < b && c > (d));', []],
      ['typescript', 'if (!counter || counter.endsAt <= now) {\n  reset();\n}\nlist.map((y) => (y));', []],
      ['typescript', 'for (let i = 0; i < n; i++) {}\nconst f = () => (i);', []],
      ['typescript', 'const ok = a <= b;\nconst g = (x: number) => (x);\nfoo<T>(x);', ['foo']],
      ['tsx', "const el = <div>{a < b ? 'x' : 'y'}</div>;\nconst h = () => (<p />);", []],
    ] as const;
    assert.deepEqual(
      comparisons.map(([language, code]) => genericCalls(language, code)),
      comparisons.map(([, , calls]) => calls),
    );
    for (const [language, code] of comparisons) {
      assert.ok(tokens(language, code).includes(`operator:${code.includes('<=') ? '<=' : '<'}`), code);
    }
    assert.deepEqual(
      tokens('tsx', "const el = <div>{a < b ? 'x' : 'y'}</div>;").filter((token) => token.startsWith('tag')),
      ['tag.punctuation:<', 'tag:div', 'tag.punctuation:>', 'tag.punctuation:</', 'tag:div', 'tag.punctuation:>'],
    );
    // Real generics keep their colours.
    assert.deepEqual(tokens('typescript', 'foo<T>(x);').filter(generic), [
      'generic-function.function:foo',
      'generic-function.generic.class-name.operator:<',
      'generic-function.generic.class-name.constant:T',
      'generic-function.generic.class-name.operator:>',
    ]);
    assert.ok(tokens('typescript', 'new Map<string, number>();').includes('class-name.builtin:number'));
    for (const code of [
      'useState<Array<Array<number>>>([]);',
      'query<{ id: string; title: string }>(url);',
      "expectTrue<Equal<Output['a'], { id: number; at: Date }>>();",
      'function f<T = string>(x: T) {}',
    ]) {
      const found = tokens('typescript', code);
      const [open, close] = [found.findIndex(generic), found.indexOf('punctuation:(')];
      assert.ok(open >= 0 && found.slice(open, close).every(generic), code);
    }
    // A generic arrow function: its `<T,>` is no JSX tag, and its arrow no type argument's end.
    for (const language of ['typescript', 'tsx']) {
      const found = tokens(language, 'const id = <T,>(x: T) => x;\nconst lt = a < b;\nrun(() => (1));');
      assert.deepEqual(
        found.filter((token) => token.startsWith('tag') || generic(token)),
        [],
        language,
      );
      assert.equal(found.filter((token) => token === 'operator:=>').length, 2, language);
    }
  });

  it('tokenises with its own Prism when none is passed', () => {
    const html = renderToStaticMarkup(
      createElement(Highlight, {
        theme: prismTheme,
        language: 'tsx',
        code: SAMPLES.tsx,
        children: ({ tokens }: RenderProps) =>
          createElement('i', null, tokens.flat().filter((t) => t.types.includes('tag')).length),
      }),
    );
    assert.notEqual(html, '<i>0</i>');
  });
});
