/** Reloads the page; one place so tests can watch it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
