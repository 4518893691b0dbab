/** The cart of a visitor who is not logged in, kept in localStorage until login pushes it. */
export interface GuestCartLine {
  id: number;
  quantity: number;
  /** Set after a login: the catalogue code the server refused this line with (it stays here until resolved). */
  refused?: string;
}

const STORAGE_KEY = 'carsi:guest-cart';
type Listener = (lines: readonly GuestCartLine[]) => void;
const listeners = new Set<Listener>();

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

const isLine = (value: unknown): value is GuestCartLine =>
  typeof value === 'object' && value !== null &&
  Number.isInteger((value as GuestCartLine).id) && Number.isInteger((value as GuestCartLine).quantity) &&
  (value as GuestCartLine).quantity > 0 &&
  ((value as GuestCartLine).refused === undefined || typeof (value as GuestCartLine).refused === 'string');

export function readGuestCart(): GuestCartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

function write(lines: GuestCartLine[]): void {
  if (lines.length === 0) storage()?.removeItem(STORAGE_KEY);
  else storage()?.setItem(STORAGE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener(lines);
}

export function addToGuestCart(id: number, quantity = 1): void {
  const lines = readGuestCart();
  const line = lines.find((l) => l.id === id);
  if (line) line.quantity += quantity;
  else lines.push({ id, quantity });
  write(lines);
}

export function setGuestCartQuantity(id: number, quantity: number): void {
  write(readGuestCart().map((l) => (l.id === id ? { ...l, quantity } : l)).filter((l) => l.quantity > 0));
}

export function removeFromGuestCart(id: number): void {
  write(readGuestCart().filter((l) => l.id !== id));
}

export function clearGuestCart(): void {
  write([]);
}

/** After a merge: only the refused lines stay, each with the server's reason. */
export function keepRefusedGuestLines(refused: readonly { id: number; quantity: number; code: string }[]): void {
  write(refused.map(({ id, quantity, code }) => ({ id, quantity, refused: code })));
}

export function subscribeGuestCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
