import type { Root, Code } from 'mdast';
import { visit } from 'unist-util-visit';

import { visibleCode } from '../../scripts/samples/extract.mjs';

const SAMPLE_LANGS = new Set(['ts', 'tsx', 'typescript']);

/**
 * Renders only what a reader should see of a checked TypeScript sample: the hidden
 * setup above `// ---cut---`, `// @filename:` and `// ^?` lines are compiled by the
 * samples checker but never shown (so the copy button copies visible code only).
 */
export default function remarkSampleCode() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && SAMPLE_LANGS.has(node.lang)) {
        node.value = visibleCode(node.value).replace(/^\n+/, '');
      }
    });
  };
}
