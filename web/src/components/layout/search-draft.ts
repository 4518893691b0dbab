/**
 * What the visitor typed into the header search before its full code (suggestions) loaded: the light
 * placeholder writes it here and the real search box starts from it, so nothing typed is lost.
 */
interface SearchDraft {
  text: string;
  focused: boolean;
  /** The keyboard was on the search button: the box that takes over puts it on its own button. */
  buttonFocused?: boolean;
}

let draft: SearchDraft | undefined;

export const SEARCH_LABEL = 'Ürün, kategori, marka veya mağaza ara';

export function keepSearchDraft(next: SearchDraft): void {
  draft = next;
}

export const readSearchDraft = (): SearchDraft | undefined => draft;

/** The search box has taken the draft over: a later placeholder or box starts from the address again. */
export function clearSearchDraft(): void {
  draft = undefined;
}
