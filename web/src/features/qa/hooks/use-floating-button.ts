import { useCallback, useState } from 'react';

const STORAGE_KEY = 'carsi.qa.floatingButton';

// Private browsing or a full storage must not break the panel: the choice is then only this page's.
function readShown(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'shown';
  } catch {
    return false;
  }
}

/**
 * Whether the QA panel's floating button is on, remembered on this device. Off unless chosen: a button
 * floating over the shop covers some of every page at phone width, and the panel's entry at the end of
 * the page is always there.
 */
export function useFloatingButton(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(readShown);
  const choose = useCallback((next: boolean) => {
    setShown(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'shown' : 'hidden');
    } catch {
      // Kept for this page only.
    }
  }, []);
  return [shown, choose];
}
