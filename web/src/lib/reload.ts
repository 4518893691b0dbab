/** Reloads the page. Tests replace `pageReloader.reload` with a spy (jsdom cannot navigate). */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};

export function reloadPage(): void {
  pageReloader.reload();
}
