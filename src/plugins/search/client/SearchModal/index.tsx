import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchHit, DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Repairs DocSearch's modal (4.7, pinned), in both search modes:
 * - "Try searching for" never shows: DocSearch collects the section names (lvl0) of earlier
 *   results as suggestions, but stores them as an object and then checks its `length`. Here the
 *   names are collected in `transformItems` and the list is added to the no-results screen.
 * - "Unable to fetch results" never shows: DocSearch sets its error status when a search fails,
 *   but the autocomplete core resets it to idle right after, so a failed search reads
 *   "No results". Here `transformSearchClient` notes the failure and the screen shows the texts.
 * - Tab leaves the modal after the hits: DocSearch's focus trap keeps the first and last controls
 *   of the empty modal. Here the trap takes the controls at each Tab.
 * - The modal crashes when the browser denies storage: it reads `window.localStorage` outside
 *   try/catch (to prune its recent searches). Here the page then gets an in-memory storage for the
 *   visit, as the site does with its own preferences (denied storage reads as empty, so the site keeps working).
 * - "/" does nothing while a button has focus (the search button itself, after the modal closed):
 *   here it opens the modal, as anywhere outside a text field.
 * - Its search bar and footer are <header> and <footer> outside any sectioning element, so while it
 *   is open the page has a second banner and a second contentinfo landmark. Here they are plain
 *   containers (role="none"); the modal's field and buttons keep their names.
 * - Its backdrop is a role="button" that holds the whole dialog, and the dialog has no role: here
 *   the backdrop is plain and the modal a named dialog (makeBackdropPlain).
 * - "No results for …" shows while a query is still being answered: DocSearch renders that screen
 *   whenever it has a query and no hits yet, so it flashed after nearly every first keystroke. Here
 *   the screen stays hidden until the client has answered that very query with nothing.
 * - "See all N results" adds up the counts of every query typed so far (its context's `nbHits` is
 *   added to, never reset): "router" typed key by key said 1,465. Here the count is the one the
 *   client answered for the query shown, which is what the search page lists.
 * The additions render into the no-results screen's own element, with DocSearch's classes.
 * (Its dark highlight colour, too light for AA contrast, is set in styles.module.css.)
 * The storage crash is the one algolia/docsearch#2694 reports; the others were found by our tests
 * against @docsearch/react 4.7.0 and have no upstream report we could find (a search of the
 * algolia/docsearch issues in November 2026), so each is described above with what it repairs.
 * The "/" repair is in ./openOnSlash.ts, which loads with every page; the rest loads with the modal.
 * When to remove a repair: on a DocSearch upgrade, delete it and run the test that covers it
 * (search.spec.ts for the two screens, keyboard.spec.ts for Tab and "/", resilience.spec.ts for
 * storage, a11y.spec.ts for the landmarks); if the test passes without it, the fix is upstream and
 * the repair goes.
 */
type SearchModalProps = Required<Pick<DocSearchModalProps, 'transformSearchClient' | 'transformItems'>>;

/**
 * What the repairs learn from the client as the reader types: the hit count of each query answered,
 * whether the last search failed, and the section names of the hits seen (the suggestions). The
 * additions read it through a subscription, so an answer re-renders them, never the whole modal.
 */
class SearchAnswers {
  readonly #counts = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  #version = 0;
  failed = false;
  suggestions: readonly string[] = [];

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes with every answer: the snapshot the additions render from. */
  readonly version = (): number => this.#version;

  /** The hits a query has, once the client has answered it (summed over the response's results). */
  countOf(query: string): number | undefined {
    return this.#counts.get(query.trim());
  }

  answered(response: unknown): void {
    const results = (response as { results?: readonly { query?: string; nbHits?: number }[] }).results ?? [];
    const query = results[0]?.query;
    if (query !== undefined) {
      if (this.#counts.size > MAX_ANSWERS) this.#counts.clear();
      this.#counts.set(
        query.trim(),
        results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0),
      );
    }
    this.failed = false;
    this.#changed();
  }

  failedToAnswer(): void {
    this.failed = true;
    this.#changed();
  }

  sawSections(names: readonly string[]): void {
    const next = [...new Set([...names, ...this.suggestions])];
    if (next.length === this.suggestions.length && next.every((name, i) => name === this.suggestions[i])) return;
    this.suggestions = next;
    this.#changed();
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
/** Answers kept: the queries of one visit to the modal, typed key by key. */
const MAX_ANSWERS = 200;

/** Suggestions shown, as DocSearch shows them. */
const MAX_SUGGESTIONS = 3;
const SCREEN = '.DocSearch-NoResults';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Keeps Tab and Shift+Tab inside the modal, with the controls it has now. */
function trapFocus(event: KeyboardEvent): void {
  const modal = event.currentTarget;
  if (event.key !== 'Tab' || !(modal instanceof HTMLElement)) return;
  const controls = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((c) => c.getClientRects().length > 0);
  const [first, last] = [controls[0], controls.at(-1)];
  const edge = event.shiftKey ? first : last;
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * The backdrop is a plain container, and the modal inside it the dialog: DocSearch makes the backdrop
 * a focusable role="button" (a click on it closes the modal) holding the whole dialog, an interactive
 * control nested in another, whose name axe then reads as the dialog's text; and the modal itself has
 * no role. A click on the backdrop still closes it, and Escape does, as before.
 */
function makeBackdropPlain(backdrop: HTMLElement): void {
  for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) {
    backdrop.removeAttribute(name);
  }
  const dialog = backdrop.querySelector('.DocSearch-Modal');
  dialog?.setAttribute('role', 'dialog');
  dialog?.setAttribute('aria-modal', 'true');
  dialog?.setAttribute('aria-label', translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }));
}

/** Storage that lasts for the visit, in place of a browser storage that is denied. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

function ensureStorage(): void {
  try {
    void window.localStorage;
  } catch {
    try {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: new MemoryStorage() });
    } catch {
      // The browser does not let it be replaced: the modal cannot open, the rest of the page works.
    }
  }
}

// This module loads with the modal (../../bar/SearchBar), before the modal first reads storage.
if (typeof window !== 'undefined') ensureStorage();

/**
 * Watches the modal while it is open (DocSearch marks the body): traps its focus, and returns a
 * slot in its no-results screen for the additions while that screen shows. Only the component
 * that renders the additions holds the slot: were the search bar to re-render on a new slot, the
 * modal would re-render and could mount a new no-results screen, which needs a new slot, and so
 * on without end (seen with browser storage denied, where the page froze).
 */
function useModalRepairs(answers: SearchAnswers): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let modalObserver: MutationObserver | undefined;
    const findSlot = () => {
      const screen = document.querySelector<HTMLElement>(SCREEN);
      if (!screen) {
        setSlot(null);
        return;
      }
      // Observers run before the browser paints: an unanswered query's screen is never seen.
      const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      screen.classList.toggle(styles.unanswered, answers.countOf(query) !== 0);
      let found = screen.querySelector<HTMLElement>(`:scope > .${styles.slot}`);
      if (!found) {
        found = document.createElement('div');
        found.className = styles.slot;
        screen.insertBefore(found, screen.querySelector(':scope > .DocSearch-Help'));
      }
      setSlot(found);
    };
    // The modal marks the body while it is open: only then watch its content.
    const watchModal = () => {
      modalObserver?.disconnect();
      modalObserver = undefined;
      const modal = document.querySelector<HTMLElement>('.DocSearch-Container');
      if (modal) {
        // Capture phase: before DocSearch's own (stale) trap on the same element.
        modal.addEventListener('keydown', trapFocus, true);
        for (const landmark of modal.querySelectorAll('header, footer')) landmark.setAttribute('role', 'none');
        makeBackdropPlain(modal);
        modalObserver = new MutationObserver(findSlot);
        modalObserver.observe(modal, { childList: true, subtree: true });
      }
      findSlot();
    };
    const bodyObserver = new MutationObserver(watchModal);
    bodyObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    // An answer may let the no-results screen show: look at it again then.
    const unsubscribe = answers.subscribe(findSlot);
    // This module loads with the modal, which may already be open (and the body marked) by now.
    watchModal();
    return () => {
      bodyObserver.disconnect();
      modalObserver?.disconnect();
      unsubscribe();
    };
  }, [answers]);
  return slot;
}

/** Types a suggestion into the modal's search box, as DocSearch's own buttons do. */
function searchFor(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // Through the prototype's setter, so that React sees a change and runs the modal's onChange.
  Reflect.set(HTMLInputElement.prototype, 'value', query, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

function Additions({ failed, suggestions }: { failed: boolean; suggestions: readonly string[] }): ReactNode {
  if (failed) {
    return (
      <div className={`DocSearch-ErrorScreen ${styles.error}`}>
        <p className="DocSearch-Title">
          {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
        </p>
        <p className="DocSearch-Help">
          {translate({
            id: 'theme.SearchModal.errorScreen.helpText',
            message: 'You might want to check your network connection.',
          })}
        </p>
      </div>
    );
  }
  if (suggestions.length === 0) return null;
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">
        {translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' })}:
      </p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
          <p key={suggestion}>
            <button type="button" className="DocSearch-Prefill" onClick={() => searchFor(suggestion)}>
              {suggestion}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/** The additions, rendered into the no-results screen while it shows. */
function ModalAdditions({ answers }: { answers: SearchAnswers }): ReactNode {
  // Re-renders with each answer, for the failure and suggestions it may bring.
  useSyncExternalStore(answers.subscribe, answers.version, answers.version);
  const slot = useModalRepairs(answers);
  return slot && createPortal(<Additions failed={answers.failed} suggestions={answers.suggestions} />, slot);
}

/** Props for the modal (../../bar/SearchBar, both modes) and the additions to render beside it. */
export function useSearchModal(): { props: SearchModalProps; screens: ReactNode; answers: SearchAnswers } {
  const { docusaurusVersion } = useDocusaurusContext().siteMetadata;
  const processUrl = useSearchResultUrlProcessor();
  const [answers] = useState(() => new SearchAnswers());

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      // What the theme's own transformSearchClient does, which this one replaces.
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search = (...args: Parameters<DocSearchTransformClient['search']>) =>
        client.search(...args).then(
          (response) => {
            answers.answered(response);
            return response;
          },
          (error: unknown) => {
            answers.failedToAnswer();
            throw error;
          },
        );
      return { ...client, search };
    },
    [docusaurusVersion, answers],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]): DocSearchHit[] => {
      answers.sawSections(items.map((item) => item.hierarchy.lvl0));
      // What the theme's default transformItems does, which this one replaces.
      return items.map((item) => ({ ...item, url: processUrl(item.url) }));
    },
    [processUrl, answers],
  );

  const screens = <ModalAdditions answers={answers} />;
  return { props: { transformSearchClient, transformItems }, screens, answers };
}
