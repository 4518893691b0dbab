import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SHOWN_ENTRY_ATTRIBUTE } from '@/lib/shown-entry.ts';

/**
 * Marks the document with the history entry whose page React has put on the screen. A move between
 * pages keeps the old page up while the next one's code loads, so the address bar alone does not tell
 * a tool that drives the shop (the browser journeys' link walks) which page it is looking at; this
 * does, from the moment the page is committed.
 */
export function ShownEntryMark() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.setAttribute(SHOWN_ENTRY_ATTRIBUTE, key);
  }, [key]);
  return null;
}
