// @ts-check
/**
 * `npm run audit:draw -- [--seed N] [--count N] [--from N] [--at <commit>] [--universal-since <commit>]`: draws
 * prose sentences of the docs (both versions), the blog and src/partials for a truth audit (bench/README.md, "Truth
 * audits"), and prints them as JSON: `{ file, line, text }`. `--at` reads a commit's files (by default, the files as
 * they are), so an audit's draw can be made again.
 *
 * A sentence is read from paragraphs and table cells (list items, admonitions and block quotes hold paragraphs),
 * never from code, headings, front matter or imports, and split by `Intl.Segmenter`; sentences of fewer than four
 * words are left out. The draw is a seeded shuffle: the same seed and tree give the same sentences, so positions
 * `--from` to `--from + --count` of one seed never repeat another range's. With `--universal-since`, only the
 * sentences holding all / every / always / never / each / any / only / none / "no X" whose text did not exist at
 * that commit are drawn.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['docs', 'versioned_docs', 'blog', 'src/partials'];
const SKIPPED = new Set(['code', 'yaml', 'mdxjsEsm', 'heading', 'html']);

/** @typedef {{ type: string, value?: unknown, children?: Node[], position?: { start: { line: number } } }} Node */
/** @typedef {{ file: string, line: number, text: string }} Sentence */

/** Text of a node, inline code kept in backticks. @param {Node} node @returns {string} */
const textOf = (node) =>
  node.type === 'inlineCode'
    ? `\`${String(node.value)}\``
    : typeof node.value === 'string' && !node.children
      ? node.value
      : (node.children ?? []).map(textOf).join('');

/** Markdown files below the docs folders of `tree`, as `git ls-tree` or the file system lists them. @param {string} tree */
function docsFiles(tree) {
  if (tree === 'HEAD-worktree') {
    return FOLDERS.flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(folder, file)),
    ).filter((file) => /\.mdx?$/.test(file));
  }
  return execFileSync('git', ['ls-tree', '-r', '--name-only', tree, '--', ...FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.mdx?$/.test(file));
}

/** @param {string} tree a commit, or 'HEAD-worktree' for the files as they are @returns {Sentence[]} */
function sentencesOf(tree) {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  /** @type {Sentence[]} */
  const rows = [];
  for (const file of docsFiles(tree).sort()) {
    const source =
      tree === 'HEAD-worktree'
        ? fs.readFileSync(path.join(root, file), 'utf8')
        : execFileSync('git', ['show', `${tree}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
    const parser = () => unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    /** @type {Node} */
    let tree_;
    try {
      tree_ = /** @type {Node} */ (parser().use(remarkMdx).parse(source));
    } catch {
      // A .md page with an HTML comment is not MDX; Docusaurus reads it as Markdown.
      tree_ = /** @type {Node} */ (parser().parse(source));
    }
    /** @param {Node} node */
    const visit = (node) => {
      if (SKIPPED.has(node.type)) return;
      if (node.type === 'paragraph' || node.type === 'tableCell') {
        const text = textOf(node).replace(/\s+/g, ' ').trim();
        for (const { segment } of segmenter.segment(text)) {
          const sentence = segment.trim().replace(/\s*:::$/, '');
          if (sentence.split(' ').length >= 4 && /[a-z]/.test(sentence))
            rows.push({ file, line: node.position?.start.line ?? 0, text: sentence });
        }
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree_);
  }
  return rows;
}

/** A seeded generator (mulberry32). @param {number} seed */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {T[]} items @param {number} seed @returns {T[]} */
function shuffled(items, seed) {
  const next = random(seed);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [/** @type {T} */ (out[j]), /** @type {T} */ (out[i])];
  }
  return out;
}

const normalised = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const universal = (/** @type {string} */ text) =>
  /\b(all|every|always|never|each|any|only|none)\b/i.test(text) || /\bno (?!longer\b|matter\b)[a-z]/i.test(text);

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '291130002' },
    count: { type: 'string', default: '320' },
    from: { type: 'string', default: '0' },
    'universal-since': { type: 'string' },
    at: { type: 'string', default: 'HEAD-worktree' },
  },
});
let population = sentencesOf(values.at);
const since = values['universal-since'];
if (since) {
  const before = new Set(sentencesOf(since).map((row) => normalised(row.text)));
  population = population.filter((row) => universal(row.text) && !before.has(normalised(row.text)));
}
const from = Number(values.from);
const drawn = shuffled(population, Number(values.seed)).slice(from, from + Number(values.count));
console.error(`${population.length} sentences in the population; ${drawn.length} drawn from position ${from}`);
process.stdout.write(`${JSON.stringify(drawn, null, 1)}\n`);
