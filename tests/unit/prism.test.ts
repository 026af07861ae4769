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
