/** A `<meta>` tag to write into a built page's `<head>`. */
export type MetaTag = {
  readonly attribute: 'property' | 'name';
  readonly key: string;
  readonly content: string;
  /**
   * Marks the tag as the head manager's (`data-rh`), like the theme's own tags: React then replaces
   * it on client-side navigation instead of leaving it stale on the next page.
   */
  readonly managed: boolean;
};

// A start tag whose attribute values may be quoted (and then hold any character but the quote).
const META_TAG = /<meta\b(?:\s+[^\s"'=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gi;
const KEY_ATTRIBUTE = /\s(?:property|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderMetaTag(tag: MetaTag): string {
  const managed = tag.managed ? ' data-rh="true"' : '';
  return `<meta${managed} ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}">`;
}

/** The `property` or `name` of a `<meta>` start tag. */
export function metaKey(tag: string): string | undefined {
  const match = KEY_ATTRIBUTE.exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Removes the `<meta>` tags of the head whose key matches `remove` and writes `add` where the first
 * removed tag was (or at the end of the head). The body is left untouched, byte for byte.
 */
export function rewriteHeadMeta(html: string, remove: (key: string) => boolean, add: readonly MetaTag[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('The page has no </head>');
  let insertAt: number | undefined;
  let removed = 0;
  const head = html.slice(0, headEnd).replace(META_TAG, (tag: string, offset: number) => {
    const key = metaKey(tag);
    if (key === undefined || !remove(key)) return tag;
    insertAt ??= offset - removed;
    removed += tag.length;
    return '';
  });
  const at = insertAt ?? head.length;
  return head.slice(0, at) + add.map(renderMetaTag).join('') + head.slice(at) + html.slice(headEnd);
}
