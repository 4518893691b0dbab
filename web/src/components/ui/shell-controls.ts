import type { Theme } from '@mui/material/styles';
import { Link as RouterLink, type To } from 'react-router-dom';

/**
 * The header and the error panel are part of every page's first load, so they are built on MUI's
 * ButtonBase (its ripple, focus and link behaviour) instead of MUI's Button, IconButton, Badge and AppBar:
 * those bring a loading spinner and a rule for every variant and palette colour, which the first paint
 * never uses. The controls here keep MUI's own measurements (v9's Button, IconButton
 * and Badge) so the header looks as it did; everywhere else the shop uses MUI's components.
 */

/** MUI's transition for `properties`, switched off where the theme asks for reduced motion (as MUI's own are). */
export function shellTransition(theme: Theme, properties: string[], duration: number) {
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

/** A shell control with an address in the shop is react-router's link; without one, a button. */
export const routerLinkProps = (to: To | undefined) => (to === undefined ? {} : { component: RouterLink, to });
