import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { preload } from '@site/src/utils/preload';
import { markdownTwinPath } from '../../twinPath';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

const MENU_ID = 'copy-page-menu';
/** Which item takes the focus as the menu opens (ArrowUp opens it on the last one), or closed. */
type Open = 'first' | 'last' | false;

/**
 * The twins fetched so far: a page copied once copies again offline. A failed fetch is tried again.
 * A missing twin answered with a page (a host's single-page-app fallback, or `npm start`, which has
 * no twins) fails too: the page's HTML is not its Markdown.
 */
const twins = new Map<string, Promise<Blob>>();
const twinText = (path: string): Promise<Blob> => {
  const text =
    twins.get(path) ??
    fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      if (response.headers.get('content-type')?.startsWith('text/html')) throw new Error(`${path}: a page, not a twin`);
      return response.blob().then((blob) => new Blob([blob], { type: 'text/plain' }));
    });
  twins.set(path, text);
  text.catch(() => twins.delete(path));
  return text;
};

/**
 * Copies the Markdown twin (fetched from the site itself: no other host is asked). Safari allows a
 * clipboard write only if it starts in the click itself, so the text goes in as a promise, which a
 * ClipboardItem takes; a browser without ClipboardItem rejects (the reader hears "Copy failed").
 */
const copyMarkdown = (path: string) =>
  new Promise((resolve) => resolve(navigator.clipboard.write([new ClipboardItem({ 'text/plain': twinText(path) })])));

const BUTTON = `button button--sm button--secondary ${styles.button}`;

/**
 * "Copy page" at the top of a docs page or post, and the page's `<link rel="alternate">` to its
 * Markdown twin. A split button: the main part copies the twin; the arrow opens a menu (View as
 * Markdown, Open in ChatGPT, Open in Claude) whose code loads on first use (./Menu). On a phone
 * only the icons show. Its code is loaded with every docs page and post: keep it small.
 */
export default function CopyPage({ permalink }: { readonly permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // Where the build writes the twin (src/plugins/llms): the page's route plus `.md`.
  const markdownPath = markdownTwinPath(applyTrailingSlash(permalink, siteConfig));
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<Open>(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  const say = (text: string) => () => {
    setStatus(text);
    setTimeout(setStatus, 3000, '');
  };

  return (
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show', styles.copyPage)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={siteConfig.url + markdownPath} />
      </Head>
      <div className="button-group">
        <button
          type="button"
          className={BUTTON}
          aria-label="Copy page" // Its name while a phone shows the icon only.
          onClick={() => void copyMarkdown(markdownPath).then(say('Copied'), say('Copy failed'))}
        >
          <span className={clsx(styles.icon, status === 'Copied' && styles.copied)} />
          <span className={styles.label}>Copy page</span>
        </button>
        <button
          ref={toggle}
          type="button"
          className={BUTTON}
          aria-label="More ways to use this page"
          aria-haspopup="menu"
          aria-expanded={!!open}
          aria-controls={open ? MENU_ID : undefined}
          // The menu's code starts loading as the pointer comes near, so a click seldom waits for it.
          onPointerEnter={() => preload(loadMenu)}
          onClick={() => (open ? close(false) : setOpen('first'))}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }}
        >
          <span className={clsx(styles.icon, styles.more)} />
        </button>
      </div>
      {/* A live region, in the page from the start, so that screen readers announce what it says. */}
      <span className={styles.status} role="status">
        {status}
      </span>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={MENU_ID}
            focus={open}
            markdownPath={markdownPath}
            siteUrl={siteConfig.url}
            toggle={toggle}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
