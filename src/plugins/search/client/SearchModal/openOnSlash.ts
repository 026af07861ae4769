/**
 * Opens the modal on "/" typed while a button has focus (DocSearch only ignores text fields then).
 * One of the repairs of DocSearch 4.7.0 (see ./index.tsx for when to remove it); it lives apart
 * because the search bar listens from the first load, before the modal's code is there.
 */
export function openOnSlash(event: KeyboardEvent): void {
  const target = event.target;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (!(target instanceof HTMLButtonElement) || document.body.classList.contains('DocSearch--active')) return;
  event.preventDefault();
  document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
}
