import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownTwinPath } from '@site/src/plugins/llms/twinPath';
import { applyTrailingSlash } from '@site/src/plugins/structured-data/schema';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

const MENU_ID = 'copy-page-menu';
type Status = '' | 'Copied' | 'Copy failed';

/**
 * Copies the Markdown twin. Safari only allows a clipboard write begun in the click itself, so the
 * text is handed over as a promise (ClipboardItem takes one in every current browser).
 */
const copyMarkdown = (path: string): Promise<void> =>
  navigator.clipboard.write([
    new ClipboardItem({
      'text/plain': fetch(path).then(async (response) => {
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return new Blob([await response.blob()], { type: 'text/plain' });
      }),
    }),
  ]);

const BUTTON = `button button--sm button--secondary ${styles.button}`;

const Icon = ({ path }: { readonly path: string }): ReactNode => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
    <path d={path} />
  </svg>
);

/**
 * "Copy page" at the top of a docs page or post, and the `<link rel="alternate">` to its Markdown
 * twin. A split button: the main part copies the twin (fetched from the same origin); the arrow
 * opens a menu (View as Markdown, Open in ChatGPT, Open in Claude) whose code loads on first use.
 * On a phone only the icons show.
 */
export default function CopyPage({ permalink }: { readonly permalink: string }): ReactNode {
  const { url, baseUrl, trailingSlash } = useDocusaurusContext().siteConfig;
  const markdownPath = markdownTwinPath(applyTrailingSlash(permalink, trailingSlash, baseUrl));
  const [status, setStatus] = useState<Status>('');
  const [open, setOpen] = useState<'first' | 'last' | false>(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  const done = (result: Status) => {
    setStatus(result);
    setTimeout(setStatus, 2500, '');
  };

  return (
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show', styles.copyPage)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={url + markdownPath} />
      </Head>
      <div className="button-group">
        <button
          type="button"
          className={BUTTON}
          aria-label="Copy page" // Its name while a phone shows the icon only.
          onClick={() =>
            void copyMarkdown(markdownPath).then(
              () => done('Copied'),
              () => done('Copy failed'),
            )
          }
        >
          <Icon path={status === 'Copied' ? 'm3 8.5 3 3 7-7' : 'M5 1.5h6.5A1.5 1.5 0 0 1 13 3v8.5M3 4.5h7v10H3z'} />
          <span className={styles.label}>Copy page</span>
        </button>
        <button
          ref={toggle}
          type="button"
          className={BUTTON}
          aria-label="More ways to use this page"
          aria-haspopup="menu"
          aria-expanded={open !== false}
          onPointerEnter={() => void loadMenu()}
          onClick={() => (open ? close(false) : setOpen('first'))}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }}
        >
          <Icon path="m4 6 4 4 4-4" />
        </button>
      </div>
      {/* A live region (role status): screen readers announce "Copied". */}
      <span className={styles.status} role="status">
        {status}
      </span>
      {open && (
        <Suspense fallback={null}>
          <Menu id={MENU_ID} focus={open} markdownPath={markdownPath} siteUrl={url} toggle={toggle} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
