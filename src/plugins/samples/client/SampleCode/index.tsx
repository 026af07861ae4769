import {
  Fragment,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import { Highlight, type TokenInputProps, type TokenOutputProps } from 'prism-react-renderer';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import CodeBlockLayout from '@site/src/components/CodeBlockLayout';
import { useCodeWordWrap } from '@site/src/utils/useCodeWordWrap';
import type { SampleTypeData } from '../../samples';
import { TypeText } from '../TypePopover/TypeText';
import { renderedLines, splitTokens, type Range } from './lines';
import styles from './styles.module.css';

/** Loaded when a reader first reaches for a type: most readers never open one. */
const TypePopover = lazy(() => import('../TypePopover'));

type Props = {
  /** The code a reader sees, which is also what the copy button copies. */
  readonly code: string;
  readonly language: string;
  readonly metastring: string;
  /** The compiler's type data as JSON (see src/plugins/samples/samples.ts), set at build time. */
  readonly types: string;
  /** The sample's playground id, for its "Try" link (src/plugins/samples/remark.ts). */
  readonly trySample?: string;
};

/**
 * A TypeScript sample with the compiler's types, written by the remark plugin
 * (src/plugins/samples/remark.ts) for samples with `// ^?` queries, declared errors or the `twoslash` meta.
 * It renders like the theme's CodeBlock (the site's CodeBlockLayout, the theme's Line component,
 * same prism-react-renderer highlighting) and adds, inside the code, an annotation under each
 * queried line (in the HTML, so it shows without JavaScript) and, once hydrated, a type popover
 * on each identifier (hover, focus or tap; arrow keys move between identifiers; Escape closes).
 */
export default function SampleCodeWithTypes(props: Props): ReactNode {
  // The server's HTML has plain identifiers (nothing to press without JavaScript); once hydrated,
  // they become popover triggers in a transition: a low-priority update React can split, not a
  // remount of the block.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => startTransition(() => setInteractive(true)), []);
  return <SampleCode interactive={interactive} {...props} />;
}

type Open = { readonly hover: number; readonly anchor: HTMLElement; readonly byPointer: boolean };

const OPEN_DELAY = 120;
const CLOSE_DELAY = 200;

function SampleCode({
  code,
  language,
  metastring,
  types,
  trySample,
  interactive,
}: Props & { interactive: boolean }): ReactNode {
  const { prism } = useThemeConfig();
  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();
  const metadata = createCodeBlockMetadata({
    code,
    className: `language-${language}`,
    metastring,
    language: undefined,
    defaultLanguage: prism.defaultLanguage,
    magicComments: prism.magicComments,
    title: undefined,
    showLineNumbers: undefined,
  });
  const data = useMemo(() => JSON.parse(types) as SampleTypeData, [types]);
  const { queriesByLine, rangesByLine } = useMemo(() => {
    const lineOf = renderedLines(code, metadata.code);
    // Queries show the type, declared errors (`// @errors:`) the compiler's message, both under their line.
    const queries = new Map<number, { column: number; text: string; error?: boolean }[]>();
    const notes = [
      ...data.queries.map((query) => ({ ...query, text: data.types[query.type].text })),
      ...(data.errors ?? []).map((error) => ({ ...error, error: true })),
    ];
    for (const query of notes) {
      const line = lineOf[query.line];
      if (line !== undefined) queries.set(line, [...(queries.get(line) ?? []), query]);
    }
    const ranges = new Map<number, Range[]>();
    data.hovers.forEach(([visibleLine, column, length], hover) => {
      const line = lineOf[visibleLine];
      if (line !== undefined) ranges.set(line, [...(ranges.get(line) ?? []), { column, length, hover }]);
    });
    return { queriesByLine: queries, rangesByLine: ranges };
  }, [code, metadata.code, data]);

  const tooltipId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  /** The popover renders from the first opening on (hidden while closed), so that its code loads only then. */
  const [popoverUsed, setPopoverUsed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const later = (action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  };
  const show = (hover: number, anchor: HTMLElement, byPointer: boolean) => {
    window.clearTimeout(timer.current);
    setPopoverUsed(true);
    setOpen({ hover, anchor, byPointer });
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(null);
  };

  // While a popover is open: Escape, a tap elsewhere, scrolling the code or resizing close it.
  const pre = wordWrap.codeBlockRef;
  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(null);
    const onKeyDown = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && close();
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!open.anchor.contains(target) && !document.getElementById(tooltipId)?.contains(target)) close();
    };
    const scroller = pre.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    scroller?.addEventListener('scroll', close);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      scroller?.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
    };
  }, [open, pre, tooltipId]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const focusHover = (hover: number) => {
    const count = data.hovers.length;
    const next = (hover + count) % count;
    contentRef.current?.querySelector<HTMLElement>(`[data-type-hover="${next}"]`)?.focus();
  };

  /** What makes an identifier's token a popover trigger (one tab stop per block, arrows move). */
  const triggerProps = (hover: number) => ({
    role: 'button',
    tabIndex: hover === active ? 0 : -1,
    'data-type-hover': hover,
    'aria-describedby': open?.hover === hover ? tooltipId : undefined,
    className: styles.identifier,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      const anchor = event.currentTarget;
      if (event.pointerType === 'mouse') later(() => show(hover, anchor, true), OPEN_DELAY);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return;
      if (open?.byPointer) later(hide, CLOSE_DELAY);
      else window.clearTimeout(timer.current);
    },
    onFocus: (event: { currentTarget: HTMLElement }) => {
      setActive(hover);
      show(hover, event.currentTarget, false);
    },
    onBlur: () => {
      if (open?.hover === hover && !open.byPointer) hide();
    },
    onClick: (event: { currentTarget: HTMLElement }) => show(hover, event.currentTarget, false),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, number> = {
        ArrowRight: hover + 1,
        ArrowDown: hover + 1,
        ArrowLeft: hover - 1,
        ArrowUp: hover - 1,
        Home: 0,
        End: data.hovers.length - 1,
      };
      if (event.key in moves) {
        event.preventDefault();
        focusHover(moves[event.key]);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (open?.hover === hover) hide();
        else show(hover, event.currentTarget, false);
      }
    },
  });

  const numbered = metadata.lineNumbersStart !== undefined;
  const openType = open ? data.types[data.hovers[open.hover][3]] : undefined;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout
        className={metadata.className}
        title={metadata.title}
        contentRef={contentRef}
        trySample={trySample}
        overlay={
          interactive &&
          popoverUsed && (
            <Suspense fallback={null}>
              <TypePopover
                id={tooltipId}
                anchor={open?.anchor ?? null}
                container={contentRef}
                type={openType}
                onPointerEnter={() => window.clearTimeout(timer.current)}
                onPointerLeave={() => {
                  if (open?.byPointer) later(hide, CLOSE_DELAY);
                }}
              />
            </Suspense>
          )
        }
      >
        <Highlight theme={prismTheme} code={metadata.code} language={metadata.language}>
          {({ className, style, tokens: lines, getLineProps, getTokenProps }) => (
            <pre
              // Docusaurus types the ref for React 19 (`RefObject<T | null>`), the installed React types are 18's.
              ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
              // Like the theme's code blocks: scrollable with the keyboard.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className={clsx(className, styles.pre, 'thin-scrollbar')}
              style={style}
            >
              <code
                className={clsx(styles.lines, numbered && styles.linesNumbered)}
                style={numbered ? { counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}` } : undefined}
              >
                {lines.map((line, index) => {
                  const ranges = interactive ? rangesByLine.get(index) : undefined;
                  const { tokens, hoverOf } = splitTokens(line, ranges ?? []);
                  const tokenProps = (input: TokenInputProps): TokenOutputProps => {
                    const props = getTokenProps(input);
                    const hover = hoverOf.get(input.token);
                    if (hover === undefined) return props;
                    const trigger = triggerProps(hover);
                    return { ...props, ...trigger, className: clsx(props.className, trigger.className) };
                  };
                  return (
                    <Fragment key={index}>
                      <Line
                        line={tokens}
                        getLineProps={getLineProps}
                        getTokenProps={tokenProps}
                        classNames={metadata.lineClassNames[index]}
                        showLineNumbers={numbered}
                      />
                      {queriesByLine.get(index)?.map((query) => (
                        <span
                          key={`${query.column}${query.error ? 'e' : ''}`}
                          className={clsx(styles.query, numbered && styles.queryNumbered)}
                          data-type-annotation={query.error ? 'error' : ''}
                        >
                          {numbered && <span className={styles.queryGutter} />}
                          <span className={styles.queryBody} style={{ paddingLeft: `${query.column}ch` }}>
                            <span className={clsx(styles.queryBox, query.error && styles.errorBox)}>
                              {query.error ? query.text : <TypeText text={query.text} />}
                            </span>
                          </span>
                        </span>
                      ))}
                    </Fragment>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
      </CodeBlockLayout>
    </CodeBlockContextProvider>
  );
}
