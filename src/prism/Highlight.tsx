import { useCallback, useMemo, type CSSProperties, type ReactElement } from 'react';
import clsx from 'clsx';
import type {
  Language,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism, { registerLanguages } from './core';
import { pageTokens } from './pageTokens';
import { tokensByLine } from './tokens';

type Props = {
  readonly prism?: typeof Prism;
  readonly theme?: PrismTheme;
  readonly language: Language;
  readonly code: string;
  readonly children: (props: RenderProps) => ReactElement;
};

/**
 * Token colours are CSS (`src/css/prism.css`, by the token's type classes), not an inline style on
 * every token as in `prism-react-renderer`: a page's code is most of its elements, and a style
 * attribute on each one cost HTML bytes and style-recalculation time. The theme gives only the
 * block's plain colour and background.
 */
const EMPTY_TOKEN_STYLE: CSSProperties = { display: 'inline-block' };

function tokenize(prism: typeof Prism, code: string, language: string) {
  registerLanguages();
  const grammar = prism.languages[language];
  if (!grammar) return tokensByLine([code]);
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof prism.tokenize> };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, grammar);
  prism.hooks.run('after-tokenize', env);
  return tokensByLine(env.tokens);
}

/** Tokenises `code` with Prism and hands the lines to `children` (the `prism-react-renderer` API). */
export function Highlight({ prism = Prism, theme, language: requested, code, children }: Props): ReactElement {
  const language = requested.toLowerCase();
  const root: CSSProperties = theme?.plain ?? {};
  // The server's tokens when the page has them (./pageTokens: hydrating a block needs no Prism).
  const tokens = useMemo(() => pageTokens(code, language) ?? tokenize(prism, code, language), [prism, code, language]);

  const getLineProps = useCallback(({ className, style, ...input }: LineInputProps): LineOutputProps => {
    const rest: Record<string, unknown> = { ...input };
    delete rest.line;
    return { ...rest, className: clsx('token-line', className), style };
  }, []);
  const getTokenProps = useCallback(({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
    const base = token.empty ? EMPTY_TOKEN_STYLE : undefined;
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...base, ...style } : base,
    };
  }, []);

  return children({ tokens, className: `prism-code language-${language}`, style: root, getLineProps, getTokenProps });
}
