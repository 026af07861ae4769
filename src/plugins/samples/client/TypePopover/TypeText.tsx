import type { ReactNode } from 'react';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** A type as the compiler prints it, highlighted like the code around it. */
export function TypeText({ text }: { readonly text: string }): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={text} language="typescript">
      {({ tokens, getTokenProps }) => (
        <>
          {tokens.map((line, i) => (
            <span key={i} className={styles.typeLine}>
              {line.map((token, key) => {
                const { children, ...props } = getTokenProps({ token });
                return (
                  <span key={key} {...props}>
                    {children}
                  </span>
                );
              })}
            </span>
          ))}
        </>
      )}
    </Highlight>
  );
}
