import { useEffect, type RefObject } from 'react';

/** The attribute the header's styles read; set on the element directly, so scrolling never re-renders React. */
export const COMPACT_ATTRIBUTE = 'data-compact';
/** Marks the part of the element that stays on screen when compact (the header's search row). */
export const KEPT_WHEN_COMPACT_ATTRIBUTE = 'data-kept-when-compact';

/**
 * A scroll smaller than this in one direction changes nothing: a finger resting on the screen or a
 * trackpad's tail would otherwise make the header flicker between its two states.
 */
const TOLERANCE_PX = 12;

/**
 * Marks `element` compact while the visitor scrolls down past it, and full again as soon as they scroll
 * up, reach the top, or move the keyboard focus into a part that compact hides. Only an attribute
 * changes: the styles that read it move the element with a transform and clip it, which the page's
 * flow never sees (no layout shift). Nothing runs during the server render; every page starts full.
 */
export function useCompactOnScroll(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const setCompact = (compact: boolean) => target.toggleAttribute(COMPACT_ATTRIBUTE, compact);
    let anchor = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // Within the header's own height of the top, the page under it is not there to be seen yet.
      if (y <= target.offsetHeight) {
        setCompact(false);
        anchor = y;
        return;
      }
      if (Math.abs(y - anchor) < TOLERANCE_PX) return;
      const focusHidden = target.contains(document.activeElement) && !document.activeElement?.closest(`[${KEPT_WHEN_COMPACT_ATTRIBUTE}]`);
      setCompact(y > anchor && !focusHidden);
      anchor = y;
    };
    // One check per frame however many scroll events the frame had.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && !event.target.closest(`[${KEPT_WHEN_COMPACT_ATTRIBUTE}]`)) setCompact(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    target.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      target.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [element]);
}
