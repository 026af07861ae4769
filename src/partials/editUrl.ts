import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');

/** A line of a page that only renders components: an import, or a self-closing element. */
const COMPONENT_LINE = /^(import \w+ from '[^']+';|<\w+( [^>]*)? \/>)$/;
const PARTIAL_IMPORT = /^import (\w+) from '@site\/(src\/partials\/[^']+)';$/;

/** The body of a Markdown file, without its front matter. */
const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim();

/**
 * The partial whose text a page shows when its body is only imports and elements, one of them a
 * partial it renders (`import Content from '@site/src/partials/…'` and `<Content />`), or undefined.
 */
function renderedPartial(text: string): string | undefined {
  const lines = body(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.every((line) => COMPONENT_LINE.test(line))) return undefined;
  const partials = lines.flatMap((line) => {
    const [, name, file] = PARTIAL_IMPORT.exec(line) ?? [];
    return name && lines.includes(`<${name} />`) ? [file] : [];
  });
  return partials.length === 1 ? partials[0] : undefined;
}

/**
 * The docs plugin's `editUrl`: the page's own source, or for a page that only renders a partial
 * (contributing, sponsors, testimonials) the partial, where its text is. Otherwise "Edit this page"
 * would open a two-line stub.
 */
export function docsEditUrl(base: string) {
  return ({ versionDocsDirPath, docPath }: { versionDocsDirPath: string; docPath: string }): string => {
    const source = path.posix.join(versionDocsDirPath, docPath);
    const partial = renderedPartial(fs.readFileSync(path.join(SITE_DIR, source), 'utf8'));
    return base + (partial ?? source);
  };
}
