import { startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The block's classes (`metadata.className`: the language's). */
  readonly className?: string;
  readonly title?: ReactNode;
  /** The positioned box around the code, for what is placed over it. */
  readonly contentRef?: Ref<HTMLDivElement>;
  /** The code (a `<pre>`). */
  readonly children: ReactNode;
  /** Shown over the code, above the buttons (a type popover). */
  readonly overlay?: ReactNode;
  /** A checked sample's playground id (set by src/plugins/samples/remark.ts): the block links to it with "Try". */
  readonly trySample?: string;
};

/**
 * The theme's CodeBlock/Layout markup, for the site's string blocks (src/theme/CodeBlock) and typed
 * samples (src/plugins/samples/client/SampleCode), inside a code-block context. One change: the buttons (word
 * wrap, copy) mount in a transition once the block is in the page. The theme mounts them when the
 * page learns it runs in a browser, in the one render after hydration React does not split: SVG
 * icons for every block, a large share of that task on a phone on a page with many blocks.
 * They are invisible until the block is hovered or focused, and the server never rendered them, so
 * nothing a reader sees changes.
 *
 * A checked sample also has a "Try" link: a plain link in the server's HTML (no script), always shown, to
 * the sample in the playground (src/plugins/playground). It covers no code: it sits in the title bar when
 * the block has a title; otherwise the toolbar is a row of its own above the code (a sample's first line
 * often reaches the right edge, on a phone nearly always).
 */
export default function CodeBlockLayout({
  className,
  title,
  contentRef,
  children,
  overlay,
  trySample,
}: Props): ReactNode {
  return (
    <Container as="div" className={className}>
      {title && (
        <div className={clsx(styles.title, trySample && styles.titleWithTry)}>
          <Title>{title}</Title>
          {trySample && <TryLink id={trySample} />}
        </div>
      )}
      <div className={clsx(styles.content, trySample && !title && styles.contentWithTry)} ref={contentRef}>
        {children}
        <div className={styles.toolbar}>
          <DeferredButtons />
          {trySample && !title && <TryLink id={trySample} />}
        </div>
        {overlay}
      </div>
    </Container>
  );
}

function DeferredButtons(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons className={styles.buttons} /> : null;
}

function TryLink({ id }: { id: string }): ReactNode {
  const playground = useBaseUrl('/playground');
  return (
    <a className={styles.try} href={`${playground}#sample=${id}`} aria-label="Try this sample in the playground">
      Try
    </a>
  );
}
