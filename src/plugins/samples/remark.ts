import fs from 'node:fs';
import path from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

import { sampleState, SAMPLE_STORE_DIR, storeSample } from '../playground/sampleState';
import { VERSIONS } from '../playground/client/state';
import { environmentOf, SAMPLES_CACHE_DIR, SITE_ROOT } from './environments';
import type { SampleCompiler } from './compile';
import { prefillInProgress } from './prefillInProgress';
import { expandIncludes, fenceTitle } from './blocks';
import {
  checksTogether,
  missingAnswers,
  readCached,
  sampleKey,
  typeRequest,
  visibleCode,
  writeCached,
  type SampleResult,
} from './samples';

const SAMPLE_LANGS = new Set(['ts', 'tsx', 'typescript']);
/** The component that renders a sample with types, imported by the pages that have one. */
const COMPONENT = 'SampleCodeWithTypes';
const COMPONENT_SOURCE = '@site/src/plugins/samples/client/SampleCode';

type TypedCode = { node: Code; parent: Parent; code: string; hover: boolean };

export type SampleCodeOptions = {
  /** The repository root (holds src/samples). */
  readonly root?: string;
  /** Where compiled samples are cached; default node_modules/.cache/trpc-samples. */
  readonly cacheDir?: string;
  /** Where the samples' playground states are stored; default node_modules/.cache/trpc-playground-samples. */
  readonly storeDir?: string;
};

/**
 * Renders only what a reader should see of a checked TypeScript sample: the hidden setup above
 * `// ---cut---`, `// @filename:` and `// ^?` lines are compiled by the samples checker but never
 * shown (so the copy button copies visible code only).
 *
 * A sample with type queries (`// ^?`), declared errors (`// @errors:`), or with hover types (`twoslash` in its fence meta),
 * becomes a `<SampleCodeWithTypes>` element that carries the compiler's answers (read from the
 * cache that ./prefill.ts and the checker fill): an annotation under each queried line and
 * declared error, and a popover per identifier.
 *
 * Every checked sample also gets a "Try" link: its state for the playground (files, flags, docs
 * version) is stored by content (../playground/sampleState.ts), and the code block links to
 * `/playground#sample=<id>` (the `trySample` property, rendered by src/components/CodeBlockLayout).
 */
export default function remarkSampleCode({ root = SITE_ROOT, cacheDir, storeDir }: SampleCodeOptions = {}) {
  const cache = cacheDir ?? path.join(root, SAMPLES_CACHE_DIR);
  const store = storeDir ?? path.join(root, SAMPLE_STORE_DIR);
  return (tree: Root, file: VFile): void | Promise<void> => {
    const typed: TypedCode[] = [];
    // The playground has the package sets of the docs versions; a sample of another gets no "Try".
    const envName = file.path ? environmentOf(root, file.path)?.name : undefined;
    const version = VERSIONS.find((name) => name === envName);
    /** The code a reader sees in the latest sample of each title so far, for includes (./blocks.ts). */
    const shown = new Map<string, string>();
    visit(tree, 'code', (node: Code, _index, parent) => {
      if (!node.lang || !SAMPLE_LANGS.has(node.lang)) return;
      const title = fenceTitle(node.meta ?? '');
      const own = node.value;
      node.value = expandIncludes(own, shown, `${file.path} (code block at line ${node.position?.start.line})`).code;
      if (title !== undefined) shown.set(title, visibleCode(own));
      const request = typeRequest(node.value, node.meta ?? '');
      if (request && parent && file.path) typed.push({ node, parent, code: node.value, hover: request.hover });
      if (version && !/\bno-check\b/.test(node.meta ?? '')) {
        const lang = node.lang === 'tsx' ? 'tsx' : 'ts';
        const trySample = storeSample(store, sampleState(node.value, lang, version));
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, trySample } };
      }
      node.value = visibleCode(node.value);
    });
    if (typed.length === 0) return;
    // During a build, the type data is being compiled beside the bundler: wait for it rather than
    // compile the same samples a second time in this process.
    const prefill = prefillInProgress();
    return prefill ? prefill.then(() => renderTyped(tree, file, typed)) : renderTyped(tree, file, typed);
  };

  async function renderTyped(tree: Root, file: VFile, typed: TypedCode[]): Promise<void> {
    const env = environmentOf(root, file.path);
    if (!env) return;
    const envDir = path.join(root, env.envDir);
    // Without its packages every import would be `any`: the samples render without types.
    const installed = fs.existsSync(path.join(envDir, 'node_modules'));
    let compiler: SampleCompiler | undefined;
    let rendered = 0;
    for (const { node, parent, code, hover } of typed) {
      const lang = node.lang === 'typescript' ? 'ts' : (node.lang ?? 'ts');
      const key = sampleKey({ code, lang, hover, envDir });
      let result: SampleResult | undefined = readCached(cache, key);
      // Not in the cache: the page changed after the prefill read it (an edit during the build or in
      // `npm start`), or the prefill kept no result that lacks an answer. The page is compiled here
      // rather than rendered without its answers: the bundler's persistent cache keeps a page's output
      // by the page's content, and would show it so until the page changes again.
      if (!result && installed) {
        compiler ??= (await import('./compile')).createSampleCompiler(envDir);
        result = compiler.compile(code, lang, hover, { errors: !checksTogether(code) });
        writeCached(cache, key, result, code);
      }
      if (!result) continue;
      for (const problem of [...result.problems, ...missingAnswers(code, result.data)]) {
        console.warn(`[samples] ${file.path} (code block at line ${node.position?.start.line}): ${problem.message}`);
      }
      const { data } = result;
      if (data.queries.length === 0 && data.hovers.length === 0 && !data.errors) continue;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'code', value: node.value },
          { type: 'mdxJsxAttribute', name: 'language', value: node.lang ?? 'ts' },
          { type: 'mdxJsxAttribute', name: 'metastring', value: node.meta ?? '' },
          { type: 'mdxJsxAttribute', name: 'types', value: JSON.stringify(data) },
          ...tryAttribute(node),
        ],
        children: [],
        position: node.position,
      };
      parent.children[parent.children.indexOf(node)] = element;
      rendered++;
    }
    if (rendered > 0) tree.children.unshift(importComponent());
  }
}

/** The sample's "Try" id, set above, as an attribute of `<SampleCodeWithTypes>`. */
function tryAttribute(node: Code): MdxJsxFlowElement['attributes'] {
  const id = node.data?.hProperties?.trySample;
  return typeof id === 'string' ? [{ type: 'mdxJsxAttribute', name: 'trySample', value: id }] : [];
}

/** `import SampleCodeWithTypes from '@site/src/plugins/samples/client/SampleCode';` */
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
