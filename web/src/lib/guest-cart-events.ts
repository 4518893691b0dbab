import { subscribeGuestCart } from '@carsi/sdk';

/**
 * Calls `listener` whenever the guest cart changes: in this tab (the SDK's notice) or in another
 * one (localStorage's storage event). For useSyncExternalStore; returns the unsubscribe.
 */
export function subscribeGuestCartAnywhere(listener: () => void): () => void {
  const unsubscribe = subscribeGuestCart(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}
