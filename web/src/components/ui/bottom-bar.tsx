import { useState, type ReactNode } from 'react';

interface BottomBarProps {
  /** Slid into view; when false it is out of sight, out of the tab order and hidden from screen readers. */
  shown: boolean;
  /** The landmark's name, in Turkish. */
  label: string;
  children: ReactNode;
}

/**
 * A bar fixed to the bottom of a phone's screen (below md; larger screens never show it), above the
 * home indicator's safe area: the page's price and main action, within a thumb's reach. Plain markup
 * (bottom-bar.css), no MUI.
 */
export function BottomBar({ shown, label, children }: BottomBarProps) {
  // Made the first time it is shown: a page whose buy box is never left (and the server's page) has no
  // second price and button in its markup.
  const [made, setMade] = useState(shown);
  if (shown && !made) setMade(true);
  return (
    <>
      {/*
        For as long as a page has the bar (below md), the page ends that much lower, so the bar never
        covers its last lines (bottom-bar.css, by this mark); reserved whether the bar is shown or not,
        the page's height never changes on scroll.
      */}
      <span hidden className="bottom-bar-reserve" />
      {made && (
        <div role="region" aria-label={label} aria-hidden={!shown} inert={!shown} className={shown ? 'bottom-bar bottom-bar--shown' : 'bottom-bar'}>
          {children}
        </div>
      )}
    </>
  );
}
