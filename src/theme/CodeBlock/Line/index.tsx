// Leaf eject: valid HTML in <code> and fewer elements (plain tokens as text), memoized.
// - a line renders a <span> (laid out as a block by custom.module.css) instead of a <div>: <code>
//   may only hold phrasing content, and the HTML checker rejects a <div> in every code block;
// - tokens in the block's plain colour (plain text, punctuation, operators) render as text, the
//   runs of them joined: they were a large share of a docs page's elements, each a <span> with
//   nothing to show (src/css/prism.css colours tokens by class);
// - memoized: a block re-renders once hydrated (its word-wrap button appears when the code
//   overflows), and its lines, whose tokens and props are the same, need not render again;
// - an empty line is its `<br/>` alone (no empty token `<span>`), and a line with text has no `<br/>`:
//   the line is a block, which ends the line, so the `<br/>` only gives an empty line its height.
//   One element fewer per line, for the page's first style and layout and for hydration.
import React, { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';

import styles from './styles.module.css';
import customStyles from './custom.module.css';

type Token = Props['line'][number];
type TokenProps = ReturnType<Props['getTokenProps']>;

/** Token classes drawn in the block's own colour (see src/css/prism.css). */
const PLAIN_CLASSES = new Set(['token plain', 'token punctuation', 'token operator']);

/** A token with nothing but a plain-coloured class: its text alone renders the same. */
function isPlainText({ className, children, style, ...rest }: TokenProps): boolean {
  return !style && typeof children === 'string' && PLAIN_CLASSES.has(className) && Object.keys(rest).length === 0;
}

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{ ...singleLineBreakToken, content: '' }];
  }
  return line;
}

function CodeBlockLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? styles.codeLine : customStyles.line),
  });

  const lineTokens: ReactNode[] = [];
  let text = '';
  line.forEach((token, key) => {
    // An empty line's one token, which draws nothing (the `<br/>` below gives the line its height).
    if (token.content === '') return;
    const tokenProps = getTokenProps({ token });
    if (isPlainText(tokenProps)) {
      text += String(tokenProps.children);
      return;
    }
    if (text) lineTokens.push(text);
    text = '';
    lineTokens.push(
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>,
    );
  });
  if (text) lineTokens.push(text);

  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {(showLineNumbers || lineTokens.length === 0) && <LineBreak />}
    </span>
  );
}

export default memo(CodeBlockLine);
