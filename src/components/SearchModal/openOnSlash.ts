/** Opens the modal on "/" typed while a button has focus (DocSearch only ignores text fields then). */
export function openOnSlash(event: KeyboardEvent): void {
  const target = event.target;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (!(target instanceof HTMLButtonElement) || document.body.classList.contains('DocSearch--active')) return;
  event.preventDefault();
  document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
}
