/**
 * The listing page's own controls that the phone's buy bar leads to, found before the bar's anchor
 * (the end of the page's actions) in the listing's column: the buy and offer forms belong to other
 * features, which the bar reaches through the page rather than through their code.
 */
export const barTargets = {
  /** The first buy button ("Hemen al"). */
  buy: 'button:not([disabled])',
  /** The price field of the offer form. */
  offer: 'input:not([type="hidden"]):not([aria-hidden="true"]):not([disabled]), textarea:not([disabled])',
  /** The swap offer form's first control: the listing to give, or the button a visitor logs in with. */
  swap: 'button:not([disabled]), [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"]), textarea',
} as const;

/**
 * Scrolls the first control matching `selector` before `anchor` to the middle of the screen and gives
 * it the focus (a field then takes typing at once); without one (an offer already accepted, a swap
 * offer waiting), scrolls the end of the actions into view, where the form says why.
 */
export function reachControl(anchor: Element, selector: string): void {
  const scope = anchor.parentElement ?? anchor.ownerDocument.body;
  const target = Array.from(scope.querySelectorAll<HTMLElement>(selector)).find(
    (element) => (anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
  );
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  (target ?? anchor).scrollIntoView({ block: target ? 'center' : 'end', behavior: still ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}
