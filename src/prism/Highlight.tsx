import { useCallback, useMemo, type CSSProperties, type ReactElement } from 'react';
import clsx from 'clsx';
import type {
  Language,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism from './core';
import { tokensByLine } from './tokens';

type Props = {
  readonly prism?: typeof Prism;
  readonly theme?: PrismTheme;
  readonly language: Language;
  readonly code: string;
  readonly children: (props: RenderProps) => ReactElement;
};

type StyleByType = Record<string, CSSProperties | undefined>;

/** The theme's styles by token type, for one language; `plain` loses its background (the block has it). */
function stylesFor(theme: PrismTheme | undefined, language: string): { root: CSSProperties; byType: StyleByType } {
  if (!theme) return { root: {}, byType: {} };
  const byType: StyleByType = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...style };
  }
  byType.plain = { ...theme.plain, backgroundColor: undefined };
  return { root: theme.plain, byType };
}

/** A token's style: its types' styles merged; empty tokens keep their line's height. */
function tokenStyle({ types, empty }: Token, byType: StyleByType): CSSProperties | undefined {
  const keepHeight: CSSProperties | undefined = empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && types[0] === 'plain') return keepHeight;
  if (types.length === 1 && empty) return byType[types[0]];
  return types.reduce<CSSProperties>((style, type) => ({ ...style, ...byType[type] }), { ...keepHeight });
}

/** Tokenises `code` with Prism and hands the lines to `children` (the `prism-react-renderer` API). */
export function Highlight({ prism = Prism, theme, language: requested, code, children }: Props): ReactElement {
  const language = requested.toLowerCase();
  const { root, byType } = useMemo(() => stylesFor(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return tokensByLine([code]);
    const env = { code, grammar, language, tokens: [] as ReturnType<typeof prism.tokenize> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, grammar);
    prism.hooks.run('after-tokenize', env);
    return tokensByLine(env.tokens);
  }, [prism, code, grammar, language]);

  const getLineProps = useCallback(
    ({ className, style, ...input }: LineInputProps): LineOutputProps => {
      const rest: Record<string, unknown> = { ...input };
      delete rest.line;
      return {
        ...rest,
        className: clsx('token-line', className),
        style: { ...byType.plain, ...style },
      };
    },
    [byType],
  );
  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
      const base = tokenStyle(token, byType);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...base, ...style } : base,
      };
    },
    [byType],
  );

  return children({ tokens, className: `prism-code language-${language}`, style: root, getLineProps, getTokenProps });
}
