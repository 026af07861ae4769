#!/usr/bin/env node
/**
 * Compares the site's Markdown twins (src/plugins/llms) with the Markdown another generator wrote for
 * the same pages, such as a maintained llms.txt plugin (bench/twins-comparison.md).
 *
 *   npm run bench:twins -- <our build> <other build> [--html <dir>] [--json <file>]
 *
 * For every twin of ours (`<route>.md`), it reads the other's file at the same path and checks, item
 * by item, what ours holds: headings, fenced code blocks (the same visible code), tables, links (the
 * same absolute address), admonitions, tab sets (each tab's label and content) and the content of the
 * partials (src/partials) that pages include. The tab sets are read from the pages' HTML
 * (`<route>.html`, in --html, by default our build). It prints each page's counts and the totals,
 * and writes every item's verdict to --json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { html: { type: 'string' }, json: { type: 'string' } },
});
if (positionals.length !== 2) {
  console.error('usage: node scripts/compare-twins.mjs <our build> <other build> [--html <dir>] [--json <file>]');
  process.exit(2);
}
const [oursDir, otherDir] = positionals.map((dir) => path.resolve(dir));
const htmlDir = path.resolve(values.html ?? oursDir);

const parser = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown) => parser.runSync(parser.parse(markdown));
/** Text as a reader compares it: white space collapsed, the headings' zero-width anchors dropped. */
const norm = (value) =>
  value
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (node) => norm(toString(node));

const LEAVES = new Set(['paragraph', 'heading', 'code', 'table', 'html', 'thematicBreak']);

/** The blocks of a tree that hold no other blocks, in reading order, each with its ancestors. */
function leaves(tree) {
  const out = [];
  const walk = (node, ancestors) => {
    if (LEAVES.has(node.type)) {
      out.push({ node, ancestors });
      return;
    }
    for (const child of node.children ?? []) walk(child, [...ancestors, node]);
  };
  walk(tree, []);
  return out;
}

function collect(tree, type) {
  const out = [];
  const walk = (node) => {
    if (node.type === type) out.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return out;
}

/** Code as compared: trailing spaces and blank lines at either end dropped. */
const codeText = (value) =>
  value
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');

/**
 * Our code without the compiler's answers to `// ^?` queries: the comment under the queried line
 * and its continuation lines (src/plugins/llms/components.ts, `queryComment`).
 */
function withoutAnswers(value) {
  const out = [];
  let continuation = null;
  for (const line of value.split('\n')) {
    const caret = /^\/\/ +\^\? /.exec(line);
    if (caret) {
      continuation = new RegExp(`^// {${caret[0].length - 2},}\\S`);
      continue;
    }
    if (continuation?.test(line)) continue;
    continuation = null;
    out.push(line);
  }
  return out.join('\n');
}

const ADMONITION = /^(Note|Tip|Info|Warning|Danger|Caution|Important|Success)(?:: (.+))?$/;
const HIDDEN = /\/\/ ---cut---|\/\/ @filename:|\/\/ @errors:|\/\/ +\^\?/;

/** Everything the checks look for in a page's Markdown. */
function indexPage(markdown) {
  const tree = parse(markdown);
  const blocks = leaves(tree);
  const links = collect(tree, 'link').map((link) => ({ text: textOf(link), url: link.url }));
  return {
    tree,
    blocks,
    text: norm(blocks.map(({ node }) => toString(node)).join(' ')),
    headings: collect(tree, 'heading').map((node) => ({ text: textOf(node), depth: node.depth })),
    code: collect(tree, 'code').map((node) => ({
      node,
      lang: node.lang ?? '',
      meta: node.meta,
      value: codeText(node.value),
    })),
    tables: collect(tree, 'table'),
    html: collect(tree, 'html').map((node) => node.value),
    links,
    linkUrls: new Set(links.map((link) => link.url)),
  };
}

/** A bold label on a line of its own: how our twins write a tab's label and an admonition's type. */
const labelOf = (node) =>
  node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong'
    ? textOf(node.children[0])
    : undefined;

// --- the checks: each returns one verdict per item of ours -----------------------------------------

function checkHeadings(ours, other) {
  return ours.headings.map(({ text, depth }) => {
    const found = other.headings.find((heading) => heading.text === text);
    const verdict = found
      ? found.depth === depth
        ? 'same'
        : 'other level'
      : other.text.includes(text)
        ? 'as text'
        : 'missing';
    return { item: `${'#'.repeat(depth)} ${text}`, verdict };
  });
}

function lineOverlap(a, b) {
  const lines = new Set(b.split('\n').map((line) => line.trim()));
  const ours = a.split('\n').filter((line) => line.trim() !== '');
  return ours.filter((line) => lines.has(line.trim())).length / Math.max(1, ours.length);
}

const filled = (value) => value.split('\n').filter((line) => line.trim() !== '');

/** The compiler's answers in our code: each `// ^?` comment's text, and its continuation lines'. */
function answersOf(value) {
  const answers = [];
  const bare = new Set(withoutAnswers(value).split('\n'));
  for (const line of value.split('\n')) {
    if (bare.has(line)) continue;
    const text = line.replace(/^\/\/ +(\^\? )?/, '').trim();
    if (/^\/\/ +\^\? /.test(line)) answers.push([text]);
    else answers.at(-1)?.push(text);
  }
  return answers;
}

/** Why the other's block differs from ours: the differences these generators are known to make. */
function codeDifferences(ours, theirs) {
  const reasons = [];
  const lines = filled(theirs).map((line) => line.trim());
  if (HIDDEN.test(theirs) && !HIDDEN.test(ours)) reasons.push('hidden lines shown');
  const answers = answersOf(ours);
  const parts = answers.flat();
  const fused = lines.filter((line) => parts.some((part) => line.startsWith(part) && line !== part));
  if (answers.length > 0) {
    const kept = answers.filter(([first]) => lines.some((line) => line.startsWith(first)));
    if (kept.length < answers.length) reasons.push('type answers dropped');
    if (fused.length > 0) reasons.push('type answers fused into the next code line');
    else if (kept.length > 0) reasons.push('type answers as code lines');
  }
  // The rest: our lines they lack, and lines they add, once the answers are set aside.
  const tails = fused.map((line) => line.slice(parts.find((part) => line.startsWith(part)).length).trim());
  const theirsSet = new Set([...lines, ...tails]);
  const bare = filled(codeText(withoutAnswers(ours))).map((line) => line.trim());
  const missing = bare.filter((line) => !theirsSet.has(line)).length;
  const oursSet = new Set(bare);
  const extra = lines.filter(
    (line) => !oursSet.has(line) && !HIDDEN.test(line) && !parts.some((part) => line.startsWith(part)),
  ).length;
  if (missing > 0) reasons.push('lines missing');
  if (extra > 0) reasons.push('lines added');
  if (reasons.length === 0)
    reasons.push(filled(ours).length === ours.split('\n').length ? 'spacing' : 'blank lines dropped');
  return { reasons, detail: `${missing} of our lines missing, ${extra} added` };
}

/** The title of a code block, in our fence's meta (`title="server.ts"`). */
const titleOf = (meta) => /\btitle=["']([^"']*)["']/.exec(meta ?? '')?.[1];

function checkCode(ours, other) {
  const code = [];
  const languages = [];
  const titles = [];
  for (const { lang, meta, value } of ours.code) {
    const item = value.split('\n')[0].slice(0, 80);
    const bare = codeText(withoutAnswers(value));
    const same = other.code.find((block) => block.value === value);
    const best =
      same ??
      other.code
        .map((block) => ({ block, overlap: lineOverlap(bare, block.value) }))
        .filter(({ overlap }) => overlap >= 0.5)
        .sort((a, b) => b.overlap - a.overlap)[0]?.block;
    if (same) code.push({ item, verdict: 'identical' });
    else if (best) {
      const { reasons, detail } = codeDifferences(value, best.value);
      code.push({ item, verdict: `differs: ${reasons.join(', ')}`, detail });
    } else {
      const first = norm(bare.split('\n').find((line) => line.trim() !== '') ?? '');
      code.push({ item, verdict: first && other.text.includes(first) ? 'as text' : 'missing' });
    }
    if (lang) {
      const verdict = !best ? 'no block' : best.lang === lang ? 'same' : best.lang ? `other (${best.lang})` : 'lost';
      languages.push({ item, verdict });
    }
    const title = titleOf(meta);
    if (title) {
      // A title can survive in the fence's meta, or as a line just before the block.
      const at = best ? other.blocks.findIndex(({ node }) => node === best.node) : -1;
      const verdict =
        best && titleOf(best.meta) === title
          ? 'same'
          : at > 0 && textOf(other.blocks[at - 1].node) === title
            ? 'as a line above'
            : 'lost';
      titles.push({ item: title, verdict });
    }
  }
  return { code, languages, titles };
}

const rowText = (row) => row.children.map((cell) => textOf(cell));

function checkTables(ours, other) {
  return ours.tables.map((table) => {
    const header = rowText(table.children[0]);
    const item = header.join(' | ');
    const same = other.tables.filter((candidate) => rowText(candidate.children[0]).join('|') === header.join('|'));
    if (same.length > 0) {
      const rows = same.some((candidate) => candidate.children.length === table.children.length);
      return { item, verdict: rows ? 'table' : 'table, other rows' };
    }
    if (other.html.some((html) => /<table/i.test(html) && html.includes(header[0])))
      return { item, verdict: 'raw HTML' };
    return { item, verdict: other.text.includes(header[0]) ? 'as text' : 'missing' };
  });
}

const withoutMd = (url) => url.replace(/\.md(?=$|[#?])/, '');
const pageUrl = (url) => url.replace(/\.html(?=$|[#?])/, '').replace(/\/(?=$|[#?])/, '');

function checkLinks(ours, other) {
  return ours.links.map(({ text, url }) => {
    const item = `[${text}](${url})`;
    if (other.linkUrls.has(url)) return { item, verdict: 'same' };
    const sameText = other.links.find((link) => link.text === text);
    if (sameText) {
      const { url: theirs } = sameText;
      const verdict = theirs.startsWith('#')
        ? 'same-page anchor'
        : !/^[a-z][a-z\d+.-]*:|^\/\//i.test(theirs)
          ? 'relative'
          : pageUrl(theirs) === withoutMd(url)
            ? 'page, not twin'
            : 'other address';
      return { item, verdict, detail: theirs };
    }
    return { item, verdict: text && other.text.includes(text) ? 'text only' : 'missing' };
  });
}

function checkAdmonitions(ours, other) {
  return collect(ours.tree, 'blockquote').flatMap((quote) => {
    const [head, ...body] = quote.children;
    const match = head && ADMONITION.exec(labelOf(head) ?? '');
    if (!match) return [];
    const [, type, title] = match;
    const item = `${type}${title ? `: ${title}` : ''}`;
    // The start of its first block of text, as the other's blocks may be cut elsewhere.
    const snippet = textOf(leaves({ type: 'root', children: body })[0]?.node ?? { type: 'text', value: '' }).slice(
      0,
      40,
    );
    const at = other.blocks.findIndex(({ node }) => textOf(node).includes(snippet));
    if (!snippet || at === -1) return [{ item, verdict: 'missing' }];
    const { node: block, ancestors } = other.blocks[at];
    // Docusaurus's own syntax, left as it is (`:::tip Title` … `:::`).
    const lead = textOf(block).slice(0, textOf(block).indexOf(snippet));
    const directive = new RegExp(`^:::${type}\\b`, 'i').test(lead);
    const quoteOf = ancestors.findLast((node) => node.type === 'blockquote');
    // What stands before the body: the quote's own text, else the two blocks before it.
    const before = quoteOf
      ? textOf(quoteOf).slice(0, textOf(quoteOf).indexOf(snippet))
      : other.blocks
          .slice(Math.max(0, at - 2), at)
          .map(({ node }) => textOf(node))
          .join(' ');
    const hasType = directive || new RegExp(`\\b${type}\\b`, 'i').test(before);
    const hasTitle = !title || before.includes(norm(title)) || lead.includes(norm(title));
    const kept =
      hasType && hasTitle
        ? 'type and title'
        : hasType
          ? 'type, no title'
          : hasTitle && title
            ? 'title, no type'
            : 'body only';
    return [{ item, verdict: `${directive ? 'directive' : quoteOf ? 'quote' : 'plain text'}: ${kept}` }];
  });
}

/** The tab sets of a page's HTML: each set's labels, in order. */
function tabSets(html) {
  return [...html.matchAll(/<ul role="?tablist"?[^>]*>([\s\S]*?)<\/ul>/g)].map((set) =>
    set[1]
      .split(/<li\b/)
      .slice(1)
      .map((tab) => norm(tab.replace(/^[^>]*>/, '').replace(/<[^>]*>/g, ''))),
  );
}

function checkTabs(ours, other, sets) {
  const out = [];
  let from = 0;
  for (const labels of sets) {
    // Our twin writes each tab as its label, then its blocks: find them in order.
    const starts = [];
    for (const label of labels) {
      const at = ours.blocks.findIndex((block, index) => index >= from && labelOf(block.node) === label);
      if (at === -1) break;
      starts.push(at);
      from = at + 1;
    }
    if (starts.length !== labels.length) {
      out.push({ item: labels.join(' / '), verdict: 'not in our twin' });
      continue;
    }
    const widths = starts.slice(1).map((start, index) => start - starts[index] - 1);
    labels.forEach((label, index) => {
      const start = starts[index] + 1;
      let end = index + 1 < starts.length ? starts[index + 1] : start + Math.max(1, ...widths);
      end = Math.min(end, ours.blocks.length);
      const content = ours.blocks.slice(start, end).filter(({ node }) => labelOf(node) === undefined);
      const present = content.every(({ node }) =>
        node.type === 'code'
          ? other.code.some((block) => block.value === codeText(node.value))
          : other.text.includes(textOf(node)),
      );
      const labelled = other.blocks.some(({ node }) => textOf(node) === label);
      // The label must stand just before its content, or a reader cannot tell which tab a block is.
      const first = content[0]?.node;
      const at = !first
        ? -1
        : other.blocks.findIndex(({ node }) =>
            first.type === 'code'
              ? node.type === 'code' && codeText(node.value) === codeText(first.value)
              : textOf(node).includes(textOf(first)),
          );
      const adjacent = at > 0 && textOf(other.blocks[at - 1].node) === label;
      const verdict = !present
        ? labelled
          ? 'label, content differs'
          : 'lost'
        : adjacent
          ? 'label and content'
          : labelled
            ? 'content, labels apart'
            : 'content, no label';
      out.push({ item: `${labels.join(' / ')}: ${label}`, verdict });
    });
  }
  return out;
}

/** The text blocks of each partial in src/partials (its prose: no imports, no JSX). */
function partialBlocks() {
  const dir = path.join(ROOT, 'src/partials');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const tree = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      const texts = leaves(tree)
        .filter(({ node }) => node.type === 'paragraph' || node.type === 'heading')
        .map(({ node }) => textOf(node))
        .filter((text) => text.length >= 20 && !/^(import|export) |^</.test(text) && !/[<{]/.test(text));
      return { name: `src/partials/${file}`, texts };
    });
}

function checkPartials(ours, other, partials) {
  return partials.flatMap(({ name, texts }) => {
    const inOurs = texts.filter((text) => ours.text.includes(text));
    if (inOurs.length < texts.length / 2) return [];
    const kept = inOurs.filter((text) => other.text.includes(text)).length;
    const verdict = kept === inOurs.length ? 'all blocks' : kept === 0 ? 'lost' : 'some blocks lost';
    return [{ item: name, verdict, detail: `${kept}/${inOurs.length} text blocks` }];
  });
}

// --- run -----------------------------------------------------------------------------------------

/** The verdict that counts as faithful, per check. */
const FAITHFUL = {
  headings: ['same'],
  code: ['identical'],
  'code languages': ['same'],
  'code titles': ['same'],
  tables: ['table'],
  links: ['same'],
  admonitions: ['quote: type and title', 'directive: type and title'],
  tabs: ['label and content'],
  partials: ['all blocks'],
};

function markdownFiles(dir, under = '') {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : markdownFiles(dir, relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

function comparePage(file, partials) {
  const ours = indexPage(fs.readFileSync(path.join(oursDir, file), 'utf8'));
  const otherFile = path.join(otherDir, file);
  const exists = fs.existsSync(otherFile);
  const other = indexPage(exists ? fs.readFileSync(otherFile, 'utf8') : '');
  const htmlFile = path.join(htmlDir, file.replace(/\.md$/, '.html'));
  const sets = fs.existsSync(htmlFile) ? tabSets(fs.readFileSync(htmlFile, 'utf8')) : [];
  const { code, languages, titles } = checkCode(ours, other);
  return {
    page: `/${file.replace(/\.md$/, '')}`,
    exists,
    checks: {
      headings: checkHeadings(ours, other),
      code,
      'code languages': languages,
      'code titles': titles,
      tables: checkTables(ours, other),
      links: checkLinks(ours, other),
      admonitions: checkAdmonitions(ours, other),
      tabs: checkTabs(ours, other, sets),
      partials: checkPartials(ours, other, partials),
    },
  };
}

const partials = partialBlocks();
const pages = markdownFiles(oursDir)
  .sort()
  .map((file) => comparePage(file, partials));
const isFaithful = (check) => (verdict) => FAITHFUL[check].includes(verdict);

for (const page of pages) {
  const counts = Object.entries(page.checks)
    .filter(([, items]) => items.length > 0)
    .map(
      ([check, items]) =>
        `${check} ${items.filter(({ verdict }) => isFaithful(check)(verdict)).length}/${items.length}`,
    );
  console.log(`${page.exists ? ' ' : '!'} ${page.page}  ${counts.join('  ')}`);
}

const totals = {};
console.log(
  `\n${pages.length} twins of ours, ${pages.filter((page) => !page.exists).length} without a file in ${otherDir}`,
);
for (const check of Object.keys(FAITHFUL)) {
  const counts = {};
  for (const page of pages) for (const { verdict } of page.checks[check]) counts[verdict] = (counts[verdict] ?? 0) + 1;
  totals[check] = counts;
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const all = entries.reduce((sum, [, count]) => sum + count, 0);
  const good = entries.filter(([verdict]) => isFaithful(check)(verdict)).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${check}: ${good}/${all} faithful (${entries.map(([verdict, count]) => `${verdict} ${count}`).join(', ')})`,
  );
}

// The llms files of ours (one pair per docs version): did the other write them too?
const files = Object.fromEntries(
  ['llms.txt', 'llms-full.txt', 'docs/v9/llms.txt', 'docs/v9/llms-full.txt']
    .filter((file) => fs.existsSync(path.join(oursDir, file)))
    .map((file) => [file, fs.existsSync(path.join(otherDir, file))]),
);
console.log(
  `llms files of ours the other also wrote: ${Object.entries(files)
    .map(([file, has]) => `${file} ${has ? 'yes' : 'no'}`)
    .join(', ')}`,
);

if (values.json) {
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ ours: oursDir, other: otherDir, totals, files, pages }, null, 2)}\n`,
  );
}
