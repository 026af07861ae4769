import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchHit, DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Repairs DocSearch's modal (4.7, pinned), in both search modes. Each is an upstream defect; the
 * README (../../README.md, "Repairs of DocSearch") gives its minimal reproduction and its test.
 * - "Try searching for" never shows (suggestions stored as an object, then counted by `length`):
 *   the names are collected from each answer and the list is added to the no-results screen.
 * - "Unable to fetch results" never shows (the core resets the error status to idle): the failure
 *   is noted in `transformSearchClient` and the screen shows the texts.
 * - Tab leaves the modal after the hits (the focus trap keeps the controls of the empty modal):
 *   here the trap takes the controls at each Tab.
 * - The modal crashes when the browser denies storage (`window.localStorage` read outside
 *   try/catch, algolia/docsearch#2694): the page then gets an in-memory storage for the visit.
 * - "/" does nothing while a button has focus: ./openOnSlash.ts.
 * - A second banner and contentinfo landmark (the modal's <header> and <footer>): plain containers.
 * - The backdrop is a role="button" holding the whole dialog, which has no role (makeBackdropPlain).
 * - "No results for …" enters the page before the query is answered: the screen mounts with the
 *   dropdown after the first key, while the search runs (its memo skips only re-renders), and an
 *   older query's answer can land after a newer query was typed. Here the bundler renders nothing in
 *   its place while a search runs (src/plugins/bundle/noResultsWhileSearching.cjs), and every search
 *   answers with the latest query's response (`latestAnswer`).
 * - "See all N results" adds up the counts of every query typed so far: here the count is the one
 *   the client answered for the query shown.
 * - Each hit is an option that holds a link: here the link is the option (makeHitsLinks, and the
 *   hit component in ./Modal.tsx).
 * - WebKit paints a sticky group title's old text after a new query re-texts it (repaintGroupTitles;
 *   WebKit's defect, not DocSearch's).
 * And an addition: while a search runs longer than LOADING_DELAY_MS, "Searching…" shows where the
 * results will be, and a polite status region says it once (DocSearch shows only a spinner, unannounced).
 * The additions render into DocSearch's own elements, with DocSearch's classes where it has them.
 * (Its dark highlight colour, too light for AA contrast, is set in styles.module.css.)
 * When to remove a repair: on a DocSearch upgrade, delete it and run the test that covers it (the
 * README names it); if the test passes without it, the fix is upstream and the repair goes.
 */
type SearchModalProps = Required<Pick<DocSearchModalProps, 'transformSearchClient' | 'transformItems'>>;

/**
 * What the repairs learn from the client as the reader types: the hit count of each query answered,
 * whether the latest search is still running or failed, and the section names of the hits seen (the
 * suggestions). The additions read it through a subscription, so an answer re-renders them, never the
 * whole modal.
 */
class SearchAnswers {
  readonly #counts = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  #version = 0;
  #asked = 0;
  #settled = 0;
  #since = 0;
  failed = false;
  suggestions: readonly string[] = [];

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes with every answer: the snapshot the additions render from. */
  readonly version = (): number => this.#version;

  /**
   * While the latest search asked has not answered: the number of the search that started this stretch
   * of searching (searches asked meanwhile extend it); 0 otherwise.
   */
  readonly searchingSince = (): number => (this.#settled < this.#asked ? this.#since : 0);

  /** The hits a query has, once the client has answered it (summed over the response's results). */
  countOf(query: string): number | undefined {
    return this.#counts.get(query.trim());
  }

  /** A search starts: returns its number, for its answer. */
  asking(): number {
    if (this.searchingSince() === 0) this.#since = this.#asked + 1;
    this.#asked += 1;
    this.#changed();
    return this.#asked;
  }

  /**
   * A search's answer: its hit count, and the section names of its hits for the suggestions. Read here,
   * not in the modal's `transformItems`, which never sees the hits of a search a newer one overtook.
   */
  answered(search: number, response: unknown): void {
    const results = (response as { results?: readonly Answer[] }).results ?? [];
    const query = results[0]?.query;
    if (query !== undefined) {
      if (this.#counts.size > MAX_ANSWERS) this.#counts.clear();
      this.#counts.set(
        query.trim(),
        results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0),
      );
    }
    this.#sawSections(results.flatMap((result) => result.hits ?? []).map((hit) => hit.hierarchy?.lvl0 ?? ''));
    this.#settle(search, false);
  }

  failedToAnswer(search: number): void {
    this.#settle(search, true);
  }

  #sawSections(names: readonly string[]): void {
    const next = [...new Set([...names.filter(Boolean), ...this.suggestions])];
    if (next.length === this.suggestions.length && next.every((name, i) => name === this.suggestions[i])) return;
    this.suggestions = next;
    this.#changed();
  }

  /** Only the latest search says whether searching failed: an older one's outcome is no longer shown. */
  #settle(search: number, failed: boolean): void {
    if (search === this.#asked) {
      this.#settled = search;
      this.failed = failed;
    }
    this.#changed();
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
/** The parts of a search's result the repairs read. */
type Answer = {
  readonly query?: string;
  readonly nbHits?: number;
  readonly hits?: readonly { readonly hierarchy?: { readonly lvl0?: string | null } }[];
};
/** Answers kept: the queries of one visit to the modal, typed key by key. */
const MAX_ANSWERS = 200;

/** Suggestions shown, as DocSearch shows them. */
const MAX_SUGGESTIONS = 3;
const SCREEN = '.DocSearch-NoResults';
/**
 * How long a search runs before the loading state shows: an answer from a warm index comes well
 * before, so typing shows no flicker; a cold index or a slow network shows it. DocSearch's own stall
 * spinner waits as long (autocomplete's `stallThreshold`).
 */
const LOADING_DELAY_MS = 300;
const searchingText = () => translate({ id: 'site.SearchModal.searchingText', message: 'Searching…' });

/** The modal's Tab stops: the hits are not (they are options, reached with the arrow keys). */
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled])';

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

/**
 * Makes each hit's link the option of the results listbox: DocSearch gives the option's role, id and
 * selection to the list item around the hit component (./Modal.tsx), so the option would hold a link,
 * a control inside a control. Here they move to the link, and the item becomes a plain container
 * (role="none"); the input's aria-activedescendant names the link. React sets the selection on the
 * item again as the reader moves through the hits; the modal's observer runs this again before the
 * browser paints.
 */
function makeHitsLinks(modal: Element): void {
  for (const item of modal.querySelectorAll('.DocSearch-Hit:is([role="option"], [id], [aria-selected])')) {
    const link = item.querySelector(':scope > a[href]');
    if (!link) continue;
    for (const name of ['id', 'aria-selected']) {
      const value = item.getAttribute(name);
      if (value === null) continue;
      link.setAttribute(name, value);
      item.removeAttribute(name);
    }
    link.setAttribute('role', 'option');
    item.setAttribute('role', 'none');
  }
}

/** While the dropdown has it, its group titles are drawn transparent (modal.css). */
const REPAINT_CLASS = 'SiteSearch-RepaintTitles';

/**
 * Makes WebKit repaint the group titles: it painted a sticky title's old text after React had changed
 * it (the DOM held "Blog", the screen showed "Extra information", with the blog's hits under it). The
 * groups are keyed by their place in the list, so a new query re-texts the titles in place; once the
 * results had been still for about half a second, WebKit lost the repaint the new text asks for, and
 * kept the old pixels until something else repainted the title. A repaint asked for by a change of
 * style is not lost: the titles take a colour for one style pass, read at once, and their own again
 * in the same task, before the frame is painted, so nothing of it shows but the repaint. Chromium and
 * Firefox painted right without it. Checked by the WebKit lane (tests/webkit/journeys.ts, "each group
 * title paints its own text").
 */
function repaintGroupTitles(modal: Element): void {
  const results = modal.querySelector('.DocSearch-Dropdown');
  const title = results?.querySelector('.DocSearch-Hit-source');
  if (!results || !title) return;
  results.classList.add(REPAINT_CLASS);
  // Reading a computed style runs the style pass now, with the class.
  void getComputedStyle(title).color;
  results.classList.remove(REPAINT_CLASS);
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

/** Where the additions render while the modal is open; each is null while its place is absent. */
type Slots = {
  /** In the no-results screen, while it shows: the suggestions or the error texts. */
  readonly noResults: HTMLElement | null;
  /** In the results area, while it shows: the loading state (CSS hides it beside other content). */
  readonly dropdown: HTMLElement | null;
  /** The polite status region, in the dialog from its first frame (announcements need it there before). */
  readonly status: HTMLElement | null;
};

/** The slot of this class in `parent` (before `before`, or last), created when missing. */
function slotIn(parent: Element, className: string, before: Element | null = null): HTMLElement {
  let slot = parent.querySelector<HTMLElement>(`:scope > .${className}`);
  if (!slot) {
    slot = document.createElement('div');
    slot.className = className;
    parent.insertBefore(slot, before);
  }
  return slot;
}

function statusRegion(modal: Element): HTMLElement {
  const region = slotIn(modal, STATUS_CLASS);
  // Heard, not seen: the site's class for it (src/css/custom.css).
  region.classList.add('visually-hidden');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  return region;
}
const STATUS_CLASS = 'SiteSearch-Status';
const LOADING_SLOT_CLASS = 'SiteSearch-LoadingSlot';

/**
 * Watches the modal while it is open (DocSearch marks the body): traps its focus, makes the hits links,
 * and returns the slots the additions render into. Only the component that renders the additions holds
 * the slots: were the search bar to re-render on a new slot, the modal would re-render and could mount
 * a new no-results screen, which needs a new slot, and so on without end (seen with browser storage
 * denied, where the page froze).
 */
function useModalRepairs(): Slots {
  const [noResults, setNoResults] = useState<HTMLElement | null>(null);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let modalObserver: MutationObserver | undefined;
    /** The group titles' texts at the last repair: a change of them asks WebKit for a repaint. */
    let titles = '';
    // Observers run before the browser paints: the hits are never seen as anything but links.
    const repair = (modal: Element) => {
      makeHitsLinks(modal);
      const texts = [...modal.querySelectorAll('.DocSearch-Hit-source')].map((title) => title.textContent).join('\n');
      if (texts !== titles) {
        titles = texts;
        repaintGroupTitles(modal);
      }
      const screen = modal.querySelector(SCREEN);
      setNoResults(screen && slotIn(screen, styles.slot, screen.querySelector(':scope > .DocSearch-Help')));
      const results = modal.querySelector('.DocSearch-Dropdown');
      setDropdown(results && slotIn(results, LOADING_SLOT_CLASS));
    };
    // The modal marks the body while it is open: only then watch its content.
    const watchModal = () => {
      modalObserver?.disconnect();
      modalObserver = undefined;
      const modal = document.querySelector<HTMLElement>('.DocSearch-Container');
      const dialog = modal?.querySelector('.DocSearch-Modal');
      if (modal && dialog) {
        // Capture phase: before DocSearch's own (stale) trap on the same element.
        modal.addEventListener('keydown', trapFocus, true);
        for (const landmark of modal.querySelectorAll('header, footer')) landmark.setAttribute('role', 'none');
        makeBackdropPlain(modal);
        setStatus(statusRegion(dialog));
        repair(modal);
        modalObserver = new MutationObserver(() => repair(modal));
        modalObserver.observe(modal, {
          childList: true,
          subtree: true,
          // A group title's new text (React changes its text node).
          characterData: true,
          attributes: true,
          attributeFilter: ['role', 'id', 'aria-selected'],
        });
      } else {
        setNoResults(null);
        setDropdown(null);
        setStatus(null);
      }
    };
    const bodyObserver = new MutationObserver(watchModal);
    bodyObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    // This module loads with the modal, which may already be open (and the body marked) by now.
    watchModal();
    return () => {
      bodyObserver.disconnect();
      modalObserver?.disconnect();
    };
  }, []);
  return useMemo(() => ({ noResults, dropdown, status }), [noResults, dropdown, status]);
}

/**
 * A search has run for LOADING_DELAY_MS without an answer, and still runs. Keys typed meanwhile keep
 * the same stretch of searching (each asks a newer search), so a reader who types through a cold index
 * hears it once.
 */
function useSearching(answers: SearchAnswers): boolean {
  const stretch = useSyncExternalStore(answers.subscribe, answers.searchingSince, () => 0);
  const [slow, setSlow] = useState(0);
  useEffect(() => {
    if (stretch === 0) return undefined;
    const timer = setTimeout(() => setSlow(stretch), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stretch]);
  return stretch !== 0 && slow === stretch;
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

/** The loading state, where the results will be: for the eyes only, the status region speaks it. */
function Loading(): ReactNode {
  return (
    <p className="SiteSearch-Loading" aria-hidden="true">
      <svg className="SiteSearch-Spinner" width="20" height="20" viewBox="0 0 20 20">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" strokeOpacity=".3" />
        <path d="M18 10a8 8 0 0 0-8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {searchingText()}
    </p>
  );
}

/** The additions, each rendered into its slot while that shows. */
function ModalAdditions({ answers }: { answers: SearchAnswers }): ReactNode {
  // Re-renders with each answer, for the failure and suggestions it may bring.
  useSyncExternalStore(answers.subscribe, answers.version, answers.version);
  const slots = useModalRepairs();
  const searching = useSearching(answers);
  return (
    <>
      {slots.noResults &&
        createPortal(<Additions failed={answers.failed} suggestions={answers.suggestions} />, slots.noResults)}
      {slots.dropdown && searching && createPortal(<Loading />, slots.dropdown)}
      {slots.status && createPortal(searching ? searchingText() : '', slots.status)}
    </>
  );
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
      let latest: Promise<unknown> = Promise.resolve();
      // The latest search's answer, once it comes: a search that a newer one overtook answers with the
      // newer one's response, so the modal never shows an older query's answer under the newer query
      // (an older "no results" under a query that has hits, on a cold index).
      const latestAnswer = (): Promise<unknown> => {
        const current = latest;
        return current.then(
          (response) => (current === latest ? response : latestAnswer()),
          (error: unknown) => {
            if (current === latest) throw error;
            return latestAnswer();
          },
        );
      };
      const search = (...args: Parameters<DocSearchTransformClient['search']>) => {
        const asked = answers.asking();
        latest = client.search(...args).then(
          (response) => {
            answers.answered(asked, response);
            return response;
          },
          (error: unknown) => {
            answers.failedToAnswer(asked);
            throw error;
          },
        );
        return latestAnswer();
      };
      return { ...client, search: search as DocSearchTransformClient['search'] };
    },
    [docusaurusVersion, answers],
  );

  // What the theme's default transformItems does, which this one replaces.
  const transformItems = useCallback(
    (items: DocSearchHit[]): DocSearchHit[] => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );

  const screens = <ModalAdditions answers={answers} />;
  return { props: { transformSearchClient, transformItems }, screens, answers };
}
