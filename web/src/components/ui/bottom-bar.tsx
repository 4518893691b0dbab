import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { keyframes, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { BOTTOM_BAR_HEIGHT_PX, BOTTOM_BAR_SPACE } from './bottom-bar-space.ts';

/** MUI's transition for `properties`, switched off where the theme asks for reduced motion (as MUI's own are). */
function reducibleTransition(theme: Theme, properties: string[], duration: number) {
  const transition = theme.transitions.create(properties, { duration });
  const reduced = { transition: 'none' };
  switch (theme.motion.reducedMotion) {
    case 'always':
      return reduced;
    case 'system':
      return { transition, '@media (prefers-reduced-motion: reduce)': reduced };
    default:
      return { transition };
  }
}

const covered = `calc(${BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))`;

// For as long as a page has the bar (below md), the page ends that much lower, so the bar never covers
// its last lines; reserved whether the bar is shown or not, the page's height never changes on scroll.
const reserveSpace = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    ':root': { [BOTTOM_BAR_SPACE]: covered },
    body: { paddingBottom: `var(${BOTTOM_BAR_SPACE})` },
  },
});

const slideIn = keyframes({ from: { transform: 'translateY(100%)' } });

interface BottomBarProps {
  /** Slid into view; when false it is out of sight, out of the tab order and hidden from screen readers. */
  shown: boolean;
  /** The landmark's name, in Turkish. */
  label: string;
  children: ReactNode;
}

/**
 * A bar fixed to the bottom of a phone's screen (below md; larger screens never show it), above the
 * home indicator's safe area: the page's price and main action, within a thumb's reach.
 */
export function BottomBar({ shown, label, children }: BottomBarProps) {
  // Made the first time it is shown: a page whose buy box is never left (and the server's page) has no
  // second price and button in its markup.
  const [made, setMade] = useState(shown);
  if (shown && !made) setMade(true);
  return (
    <>
      <GlobalStyles styles={reserveSpace} />
      {made && (
        <Box
          role="region"
          aria-label={label}
          aria-hidden={!shown}
          inert={!shown}
          sx={(theme) => ({
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: theme.zIndex.appBar,
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            gap: 1,
            boxSizing: 'border-box',
            height: covered,
            px: 2,
            pt: 1,
            pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
            transform: shown ? 'none' : 'translateY(100%)',
            // Hidden only once slid away (visibility waits for the transition's end; shown, it is at once).
            visibility: shown ? 'visible' : 'hidden',
            animation: `${slideIn} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
            ...reducibleTransition(theme, ['transform', 'visibility'], theme.transitions.duration.shorter),
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
          })}
        >
          {children}
        </Box>
      )}
    </>
  );
}
