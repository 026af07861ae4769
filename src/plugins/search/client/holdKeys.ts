/**
 * Keys typed between the reader's request to open the search modal (Ctrl+K, "/", a click on the
 * button) and the moment its search box has focus. On a cold page the modal's code is still on its way
 * then, and those keys would go to the page: "websoket" typed at once after Ctrl+K arrived as "bsoket".
 * They are held here, Backspace included, and typed into the box when it takes focus. Part of the
 * first load (../bar/SearchBar), so it stays small.
 */

/** How long keys are held at most: a modal that never opens (offline) gives the keyboard back. */
const HOLD_MS = 10_000;

let releaseHeld: (() => void) | undefined;

/**
 * Holds the keys typed from now until an input matching `selector` takes focus, then appends them
 * to its value (as an input event, so that the modal searches them). Returns the release: call it
 * when the modal will not open. A second call while keys are held keeps the first hold.
 */
export function holdKeysUntilFocus(selector: string): () => void {
  if (releaseHeld) return releaseHeld;
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
    // Before DocSearch's own listener, which would open the modal once per key typed on its button.
    event.stopImmediatePropagation();
  };
  const onFocus = (event: FocusEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(selector)) return;
    release();
    if (!typed) return;
    // The value's own setter, not the input's: React tracks the latter and would ignore the event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const release = () => {
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    clearTimeout(timer);
    releaseHeld = undefined;
  };
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  const timer = setTimeout(release, HOLD_MS);
  releaseHeld = release;
  return release;
}
