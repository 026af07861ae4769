import type { GrammarValue, TokenObject } from 'prismjs';
import Prism from './core';

/**
 * Prism's TypeScript grammar (`generic-function` in prismjs/components/prism-typescript.js) reads a
 * name, then `<`, any text without `<` or `>` over any number of lines, then `>` before a `(`, as a
 * call with type arguments. A comparison therefore turned into one: in
 * `if (counter.endsAt <= now) { … }` followed anywhere later in the block by `=> (` or `c > (d)`,
 * everything in between was coloured as a type.
 *
 * Here the text between `<` and `>` must read as types: its brackets balanced (to a depth of three
 * inside the `<…>`), and none of what only expressions have: `;` outside braces, `&&`, `||`, `!`,
 * `==`, an `=` but a type parameter's default (so no `=>`), or `<=`. `a < b) {`, `i < n;` and
 * `a < b && c > (d)` stay comparisons; `foo<T>(x)`, `query<{ id: string; title: string }>(url)`
 * and `f<T = string>(x)` stay generic.
 *
 * Imported between Prism's TypeScript and TSX grammars (./languages): TSX copies TypeScript's when
 * it loads. Pinned by 'takes a comparison for a comparison…' in tests/unit/prism.test.ts (prismjs
 * 1.30.0 fails it); when a prismjs release passes it without this file, remove the file.
 */
const TYPE_TEXT = String.raw`[^<>()[\]{};!&|=]|&(?!&)|\|(?!\|)|=(?![=>])`;
const PAIRS = ['<>', '()', '[]', '{}'] as const;

/** The text inside an `open` bracket, with brackets nested `depth` more levels, each pair balanced. */
function inside(open: string, depth: number): string {
  const text = open === '{' ? `${TYPE_TEXT}|;` : TYPE_TEXT;
  const nested =
    depth === 0 ? [] : PAIRS.map(([o, c]) => `\\${o}${o === '<' ? '(?![<=])' : ''}${inside(o, depth - 1)}\\${c}`);
  return `(?:${[text, ...nested].join('|')})*`;
}

type Tokens = Record<string, GrammarValue>;
const genericFunction = (Prism.languages.typescript as Tokens)['generic-function'] as TokenObject & { inside: Tokens };
// The name as Prism reads it (its `function` token, without the `^`).
const name = (genericFunction.inside.function as RegExp).source.replace(/^\^/, '');
genericFunction.pattern = new RegExp(`${name}\\s*<(?![<=])${inside('<', 3)}>(?=\\s*\\()`);
