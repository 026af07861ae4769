import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

type Props = {
  readonly id: string;
  /** The item that takes the focus when the menu opens. */
  readonly focus: 'first' | 'last';
  /** Site path of the Markdown twin, e.g. `/docs/quickstart.md`. */
  readonly markdownPath: string;
  /** `siteConfig.url`: the chat services get the twin's public address. */
  readonly siteUrl: string;
  /** The menu button: a press on it is not a press outside. */
  readonly toggle: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `returnFocus` puts the focus back on the menu button (Escape, Tab). */
  readonly onClose: (returnFocus: boolean) => void;
};

/** A prompt that hands the page to a chat service by its address: nothing is sent until the reader follows the link. */
const prompt = (url: string) => `Read ${url} so that I can ask you questions about it.`;

/**
 * The Copy page menu (loaded on first use): links to the Markdown twin and to chat services with a
 * prompt naming it. Arrow keys, Home and End move between the items, Escape closes and returns the
 * focus to the menu button, Tab closes and moves on from there; a press outside closes it.
 */
export default function Menu({ id, focus, markdownPath, siteUrl, toggle, onClose }: Props): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = items();
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [focus]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key] + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      // From the menu button, the browser's own move goes on to the next control (or back to Copy page).
      onClose(true);
    }
  };

  const query = encodeURIComponent(prompt(siteUrl + markdownPath));
  const links = [
    { label: 'View as Markdown', href: markdownPath },
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${query}`, external: true },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${query}`, external: true },
  ];
  return (
    <ul ref={menu} id={id} role="menu" aria-label="Copy page" className="dropdown__menu" onKeyDown={onKeyDown}>
      {links.map(({ label, href, external }) => (
        <li key={label} role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            className="dropdown__link"
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={() => onClose(false)}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
