/**
 * Which Netlify `_headers` paths carry the site's Content-Security-Policy. Netlify may join the values
 * of a header that several matching rules set, and a rule cannot leave a path out: the policy on `/*`
 * would reach the responses with a policy of their own too (the playground's worker), as a second
 * policy that the browser enforces as well (README.md, "Deploying"). So the policy goes on paths
 * derived from the build, which cover its documents and leave those responses out.
 *
 * A policy takes effect in a document (an HTML page, and SVG or XML a browser renders) and in a
 * worker; a script, stylesheet or JSON file a page fetches ignores it. The paths:
 * - `/<folder>/*` for a folder with at least one document that no rule path of an own policy reaches
 *   (it also covers the folder's not-found answers and whatever a later build adds there);
 * - inside a folder that one reaches (the site's root, `/assets`, `/assets/playground`): each HTML
 *   file by its path and its pretty URL (`/docs.html` is also `/docs`, `/index.html` is also `/`),
 *   and each subfolder the same way;
 * - `/*.svg` and `/*.xml`, which Netlify's parser reads as every path with that ending: the plugins
 *   write some of these while this one runs (the sitemap, the OpenSearch description, the Markdown
 *   twins' images), so no listing can be sure to hold them. The pages are all there before.
 */

/** Files a browser may render as a document: HTML, SVG and XML. */
const DOCUMENT = /\.(html?|xhtml|svg|xml)$/i;

/** Documents covered by their extension wherever they are. */
const BY_EXTENSION = ['svg', 'xml'] as const;

/** A rule path of ./rules.ts (a segment may hold `*`, any characters) as a test of site paths. */
export function rulePathTest(rulePath: string): (sitePath: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${rulePath.split('*').map(escape).join('.*')}$`);
  return (sitePath) => pattern.test(sitePath);
}

/** The paths Netlify serves a document at: its own, and an HTML file's pretty URL. */
function addresses(sitePath: string): string[] {
  if (sitePath.endsWith('/index.html')) return [sitePath, sitePath.slice(0, -'index.html'.length)];
  if (sitePath.endsWith('.html')) return [sitePath, sitePath.slice(0, -'.html'.length)];
  return [sitePath];
}

/**
 * The `_headers` paths that give the site's policy to every document of the build and to no path of
 * `ownPolicyPaths` (rule paths of ./rules.ts). `files` are the build's files relative to it
 * (`docs/quickstart.html`); the paths are site paths without the base URL. What is left out follows
 * from the rule paths alone, not from the files: a file with a policy of its own that is not there
 * yet (the playground's worker is copied in while the plugins' postBuild run) is left out all the same.
 */
export function sitePolicyPaths(files: readonly string[], ownPolicyPaths: readonly string[]): string[] {
  const sitePaths = files.map((file) => `/${file.replaceAll('\\', '/')}`).sort();
  const ownTests = ownPolicyPaths.map(rulePathTest);
  // An extension rule only where no own policy's path can end in that extension.
  const extensions = BY_EXTENSION.filter(
    (extension) =>
      !ownPolicyPaths.some((rulePath) => rulePath.endsWith('*') || rulePath.toLowerCase().endsWith(`.${extension}`)),
  );
  const byExtension = (sitePath: string) => extensions.some((extension) => sitePath.endsWith(`.${extension}`));
  // The part of each rule path before its first `*`: every path the rule matches begins with it.
  const ownPrefixes = ownPolicyPaths.map((rulePath) => rulePath.split('*')[0]);
  // A prefix, not a folder: Netlify's parser reads `/play/*` as "/play, then anything", so it would
  // also match `/playground/…`.
  const reaches = (folder: string) =>
    ownPrefixes.some((prefix) => prefix.startsWith(folder) || folder.startsWith(prefix));
  const cover = (folder: string): string[] => {
    const inside = sitePaths.filter((sitePath) => sitePath.startsWith(`${folder}/`));
    if (!reaches(folder)) return inside.some((sitePath) => DOCUMENT.test(sitePath)) ? [`${folder}/*`] : [];
    const rest = inside.map((sitePath) => sitePath.slice(folder.length + 1));
    const documents = rest
      .filter((name) => !name.includes('/') && DOCUMENT.test(name))
      .map((name) => `${folder}/${name}`)
      .filter((sitePath) => !byExtension(sitePath) && !ownTests.some((test) => test(sitePath)));
    const folders = [...new Set(rest.filter((name) => name.includes('/')).map((name) => name.split('/')[0]))];
    return [...documents.flatMap(addresses), ...folders.flatMap((name) => cover(`${folder}/${name}`))];
  };
  const paths = cover('');
  return paths.includes('/*') ? paths : [...paths, ...extensions.map((extension) => `/*.${extension}`)];
}
