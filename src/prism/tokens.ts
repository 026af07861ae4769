import type { Token } from 'prism-react-renderer';
import type { TokenStream, Token as PrismToken } from 'prismjs';

/** A line of one empty token still needs a height: it renders a newline, marked `empty`. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') line[0] = { ...line[0], content: '\n', empty: true };
}

function withType(types: readonly string[], added: string | string[] | undefined): string[] {
  const additions = added === undefined ? [] : Array.isArray(added) ? added : [added];
  return additions.reduce<string[]>((all, type) => (all.at(-1) === type ? all : [...all, type]), [...types]);
}

/**
 * Prism's nested token tree as lines of flat tokens, each carrying the types of all its ancestors
 * (`['template-string', 'interpolation', 'punctuation']`), as `prism-react-renderer` renders them.
 */
export function tokensByLine(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const add = (text: string, types: string[]) => {
    text.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) {
        closeLine(lines[lines.length - 1]);
        lines.push([]);
      }
      lines[lines.length - 1].push({ types, content: part });
    });
  };
  const walk = (pieces: TokenStream, inherited: string[]) => {
    for (const piece of Array.isArray(pieces) ? pieces : [pieces]) {
      if (typeof piece === 'string') {
        add(piece, inherited.length > 0 ? inherited : ['plain']);
        continue;
      }
      const token: PrismToken = piece;
      const types = withType(withType(inherited, token.type), token.alias);
      if (typeof token.content === 'string') add(token.content, types);
      else walk(token.content, types);
    }
  };
  walk(stream, []);
  closeLine(lines[lines.length - 1]);
  return lines;
}
