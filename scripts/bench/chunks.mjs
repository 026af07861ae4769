// @ts-check
/**
 * Names for the scripts Lighthouse attributes long tasks to. A built Docusaurus site names its
 * JavaScript files by hash (`assets/js/a7bd4aaa.12345678.js`); its own two files say what each holds:
 * the runtime maps chunk ids to chunk names (`i.u`), and the main bundle's route registry maps each
 * chunk name to the module it loads and the chunk ids that module needs. A chunk of modules shared by
 * several routes (a numeric name) is named by the registry modules that need it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `@site/docs/quickstart.mdx` → `docs/quickstart.mdx`; `@generated/…/p/docs-175.json` → `route data docs-175.json` */
const shortModule = (/** @type {string} */ module) =>
  module.startsWith('@generated/')
    ? `route data ${module.replace(/.*\//, '')}`
    : module.replace(/^@site\//, '').replace(/^@theme\//, 'theme ');

/**
 * @param {string} buildDir a built site
 * @returns {Map<string, string>} a script's file name → what it holds
 */
export function chunkLabels(buildDir) {
  /** @type {Map<string, string>} */
  const labels = new Map();
  const dir = path.join(buildDir, 'assets/js');
  if (!fs.existsSync(dir)) return labels;
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  const read = (/** @type {string | undefined} */ file) => (file ? fs.readFileSync(path.join(dir, file), 'utf8') : '');
  const runtime = read(files.find((file) => file.startsWith('runtime~main.')));
  const main = read(files.find((file) => file.startsWith('main.')));
  // The runtime's `i.u=e=>"assets/js/"+(({1039:"5802f176",…})[e]||e)+…`: chunk id → chunk name.
  const names = new Map(
    [...(/\(\(\{([^}]*)\}\)\[\w+\]\|\|\w+\)/.exec(runtime)?.[1] ?? '').matchAll(/(\w+):"([^"]+)"/g)].map(
      ([, id, name]) => [id, name],
    ),
  );
  /** @type {Map<string, string[]>} chunk name or id → the registry modules that load it */
  const users = new Map();
  // Registry entries: `"0058b4c6":[()=>n.e("266").then(…),"@generated/…json",6164]`, or with
  // `Promise.all([n.e("4014"),…])`; a numeric key may be written in hex (0x11113f9 for "17896441").
  const entry = /(?:"([^"]+)"|(0x[\da-f]+|\d+)):\[\(\)=>(?:Promise\.all\(\[([^\]]*)\]\)|\w+\.e\("?(\w+)"?\))[^"]*,"([^"]+)"/g;
  for (const [, quoted, bare, all, one, module] of main.matchAll(entry)) {
    const key = quoted ?? String(Number(bare));
    const ids = all ? [...all.matchAll(/\.e\("?(\w+)"?\)/g)].map(([, id]) => id) : [one];
    for (const id of ids) {
      const name = names.get(id) ?? id;
      users.set(name, [...(users.get(name) ?? []), shortModule(module)]);
    }
    if (!users.has(key)) users.set(key, [shortModule(module)]);
  }
  for (const file of files) {
    const name = file.replace(/\.[\da-f]+\.js$/, '');
    if (name === 'main') labels.set(file, 'main (React, router, theme, site code of every page)');
    else if (name === 'runtime~main') labels.set(file, 'runtime~main (chunk loading)');
    else {
      const modules = [...new Set(users.get(name) ?? [])];
      const shared = /^\d+$/.test(name) && modules.length > 1;
      const shown = modules.slice(0, 2).join(', ') + (modules.length > 2 ? ` +${modules.length - 2}` : '');
      labels.set(file, modules.length ? `${name} (${shared ? 'shared by ' : ''}${shown})` : name);
    }
  }
  return labels;
}

/**
 * A long task's source as a reader of the table needs it: a script by what it holds, the page's own
 * URL as the HTML (parsing, and the style and layout it starts), and Lighthouse's "Unattributable".
 * @param {string} source a URL, or "Unattributable"
 * @param {Map<string, string>} labels from chunkLabels
 */
export function sourceLabel(source, labels) {
  if (!/^https?:/.test(source)) return source;
  const { pathname } = new URL(source);
  const file = pathname.replace(/.*\//, '');
  if (pathname.startsWith('/assets/js/')) return labels.get(file) ?? file;
  return `HTML ${pathname}`;
}
