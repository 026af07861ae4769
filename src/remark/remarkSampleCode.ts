import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

import { parseSample } from '../samples/extract';
import { prefillInProgress } from '../samples/prefillInProgress';
import { HOVER_META } from '../samples/types';
import { createSampleTypes, type SampleTypes, type SampleTypesOptions, type TypedBlock } from '../samples/sampleTypes';

const SAMPLE_LANGS = new Set(['ts', 'tsx', 'typescript']);
/** The component that renders a sample with types, imported by the pages that have one. */
const COMPONENT = 'SampleCodeWithTypes';
const COMPONENT_SOURCE = '@site/src/components/SampleCode';

type TypedCode = { node: Code; parent: Parent; block: TypedBlock };

/** One type data source per set of options, shared by the docs and blog plugins. */
const typeSources = new Map<string, SampleTypes>();

/**
 * Renders only what a reader should see of a checked TypeScript sample: the hidden setup above
 * `// ---cut---`, `// @filename:` and `// ^?` lines are compiled by the samples checker but never
 * shown (so the copy button copies visible code only).
 *
 * A sample with type queries (`// ^?`), or with hover types (`twoslash` in its fence meta),
 * becomes a `<SampleCodeWithTypes>` element that carries the compiler's answers (see
 * src/samples/sampleTypes.ts): an annotation under each queried line, and a popover per identifier.
 */
export default function remarkSampleCode(options: SampleTypesOptions = {}) {
  const key = JSON.stringify([options.root, options.cacheDir]);
  return (tree: Root, file: VFile): void | Promise<void> => {
    const typed: TypedCode[] = [];
    visit(tree, 'code', (node: Code, _index, parent) => {
      if (!node.lang || !SAMPLE_LANGS.has(node.lang)) return;
      const meta = node.meta ?? '';
      const sample = parseSample(node.value, node.lang);
      const hover = HOVER_META.test(meta);
      const checked = !/\bno-check\b/.test(meta);
      if (checked && parent && file.path && (hover || sample.queries.length > 0)) {
        typed.push({ node, parent, block: { code: node.value, lang: node.lang, hover, sample } });
      }
      const lines = node.value.split('\n');
      node.value = sample.shown.map((line) => lines[line]).join('\n');
    });
    if (typed.length === 0) return;
    // During a build, the type data is being compiled beside the bundler: wait for it rather than
    // compile the same samples a second time in this process.
    const prefill = prefillInProgress();
    if (prefill) return prefill.then(() => renderTyped(tree, file, typed));
    renderTyped(tree, file, typed);
  };

  function renderTyped(tree: Root, file: VFile, typed: TypedCode[]): void {
    let source = typeSources.get(key);
    if (!source) typeSources.set(key, (source = createSampleTypes(options)));
    const types = source.forFile(
      file.path,
      typed.map(({ block }) => block),
    );
    if (!types) return;
    let rendered = 0;
    typed.forEach(({ node, parent }, index) => {
      const { data, problems } = types[index];
      for (const problem of problems) {
        console.warn(
          `[sample-types] ${file.path} (code block at line ${node.position?.start.line}): ${problem.message}`,
        );
      }
      if (data.queries.length === 0 && data.hovers.length === 0) return;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'code', value: node.value },
          { type: 'mdxJsxAttribute', name: 'language', value: node.lang ?? 'ts' },
          { type: 'mdxJsxAttribute', name: 'metastring', value: node.meta ?? '' },
          { type: 'mdxJsxAttribute', name: 'types', value: JSON.stringify(data) },
        ],
        children: [],
        position: node.position,
      };
      parent.children[parent.children.indexOf(node)] = element;
      rendered++;
    });
    if (rendered > 0) tree.children.unshift(importComponent());
  }
}

/** `import SampleCodeWithTypes from '@site/src/components/SampleCode';` */
function importComponent(): RootContent {
  const esm: MdxjsEsm = {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
            source: { type: 'Literal', value: COMPONENT_SOURCE, raw: `'${COMPONENT_SOURCE}'` },
            attributes: [],
          },
        ],
      },
    },
  };
  return esm;
}
