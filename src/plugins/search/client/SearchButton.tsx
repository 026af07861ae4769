import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './SearchButton.css';
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';

/** The shortcut's key caps, as the reader's platform names the modifier. */
type Keys = { readonly modifier: string; readonly shortcut: string };

const APPLE_PLATFORM = /Mac|iPhone|iPod|iPad/i;

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className' | 'children'> & {
  readonly label: string;
};

/**
 * DocSearch's button with DocSearch's classes (so `@docsearch/css` styles it), drawn by the site because
 * DocSearch writes its label and key caps with no space between them: the visible text reads "SearchCtrlK",
 * which its accessible name ("Search (Control+k)") does not contain, as WCAG 2.5.3 (label in name) asks.
 * Here the label and caps are separate words and the name is the visible text itself. On a phone the caps
 * are hidden and the label only looks hidden (./SearchButton.css), so the icon-only button keeps its name.
 * The caps appear after hydration, as DocSearch's do: the platform decides between Ctrl and ⌘.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ label, ...props }, ref) {
  const [keys, setKeys] = useState<Keys | null>(null);
  useEffect(() => {
    const apple = APPLE_PLATFORM.test(navigator.platform);
    setKeys(apple ? { modifier: '⌘', shortcut: 'Meta+k' } : { modifier: 'Ctrl', shortcut: 'Control+k' });
  }, []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={keys?.shortcut}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {keys && (
          <>
            <kbd className={`DocSearch-Button-Key${keys.modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>
              {keys.modifier}
            </kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
