import type { Token } from 'prism-react-renderer';

/** An identifier with a type popover: where it is on its line, and which hover it is. */
export type Range = { readonly column: number; readonly length: number; readonly hover: number };

/**
 * Where each line of `code` renders in `rendered`: the theme drops magic-comment lines
 * (`// highlight-next-line`, …) and nothing else, so the two align line by line.
 */
export function renderedLines(code: string, rendered: string): (number | undefined)[] {
  const out = rendered.split('\n');
  let next = 0;
  return code.split('\n').map((line) => (out[next] === line ? next++ : undefined));
}

/**
 * Splits a line's Prism tokens at identifier boundaries, so that each identifier with a type is a
 * token of its own (with the same highlighting), and says which token is which identifier.
 */
export function splitTokens(line: Token[], ranges: readonly Range[]): { tokens: Token[]; hoverOf: Map<Token, number> } {
  const hoverOf = new Map<Token, number>();
  if (ranges.length === 0) return { tokens: line, hoverOf };
  const tokens: Token[] = [];
  let offset = 0;
  for (const token of line) {
    const end = offset + token.content.length;
    const cuts = new Set([offset, end]);
    for (const { column, length } of ranges) {
      for (const cut of [column, column + length]) if (cut > offset && cut < end) cuts.add(cut);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < points.length; i++) {
      const [from, to] = [points[i], points[i + 1]];
      const piece =
        points.length === 2 ? token : { ...token, content: token.content.slice(from - offset, to - offset) };
      tokens.push(piece);
      const range = ranges.find((r) => r.column === from && to <= r.column + r.length);
      if (range) hoverOf.set(piece, range.hover);
    }
    offset = end;
  }
  return { tokens, hoverOf };
}
