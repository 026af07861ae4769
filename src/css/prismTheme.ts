import type { PrismTheme } from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes: every colour is a CSS variable from `custom.css`, so the
 * contrast of each token is set (and checked by the accessibility tests) in one place.
 */
function codeColor(name: 'plain' | 'comment' | 'keyword' | 'string' | 'constant' | 'function' | 'tag' | 'variable') {
  return { color: `var(--site-code-${name})` };
}

export const prismTheme: PrismTheme = {
  plain: { ...codeColor('plain'), backgroundColor: 'var(--site-code-background)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { ...codeColor('comment'), fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: codeColor('plain') },
    { types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: codeColor('keyword') },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: codeColor('string') },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'], style: codeColor('constant') },
    { types: ['function', 'class-name', 'maybe-class-name'], style: codeColor('function') },
    { types: ['tag', 'property'], style: codeColor('tag') },
    { types: ['variable', 'attr-name', 'parameter'], style: codeColor('variable') },
  ],
};
