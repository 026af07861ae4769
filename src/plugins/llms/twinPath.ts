/**
 * The address of a page's Markdown twin: the page's path plus `.md` (`/docs/quickstart` →
 * `/docs/quickstart.md`, `/docs` → `/docs.md`); a path that ends with a slash gets `index.md`.
 * The build writes the twins there and the Copy page button fetches them from there.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink + (permalink.endsWith('/') ? 'index.md' : '.md');
}
