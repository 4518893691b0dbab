/**
 * The attribute of `<html>` naming the history entry (the router's location key) whose page is on the
 * screen: written by components/layout/shown-entry-mark.tsx, read by the browser journeys.
 */
export const SHOWN_ENTRY_ATTRIBUTE = 'data-shown-entry';

/** The router's key of the first entry of a page load, which carries no key of its own. */
export const FIRST_ENTRY_KEY = 'default';
