import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@/config/breakpoints.ts';
import { turkishComponentTexts } from './theme-locale.ts';

let theme: Theme | undefined;

/**
 * Çarşı's look: a warm bazaar red with dark text that keeps WCAG AA contrast on white. Made on first
 * use rather than when this module loads: building a theme is a long task on a phone's main thread, which
 * app/mount.tsx spends in a task of its own instead of inside the app's first long script task.
 */
export const getTheme = (): Theme => (theme ??= makeTheme());

/** The keyboard focus ring: the secondary blue, 3:1 and more against white, the page and the red buttons. */
export const FOCUS_RING = '#1f5f8b';

const makeTheme = (): Theme =>
  createTheme(
  {
    palette: {
      primary: { main: '#b3261e', contrastText: '#ffffff' },
      secondary: { main: '#1f5f8b', contrastText: '#ffffff' },
      // MUI's default info and warning fail AA with white text (chips); these keep 4.5:1.
      info: { main: '#0b5d8f', contrastText: '#ffffff' },
      warning: { main: '#8a4b00', contrastText: '#ffffff' },
      // MUI's default error red falls under 4.5:1 as small text on the page's warm background.
      error: { main: '#b3261e', contrastText: '#ffffff' },
      background: { default: '#f7f5f2', paper: '#ffffff' },
      text: { primary: '#1c1b1f', secondary: '#4a4458' },
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: BREAKPOINTS },
    // A visitor who asked the system for less motion gets dialogs, menus and ripples without animation.
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      // A link inside running text must not be told apart by colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      // Skeletons say what is loading with aria-label ("Sepet yükleniyor"); a bare <span> may not carry
      // one (axe: aria-prohibited-attr), a status region may, and it is what a loading placeholder is.
      MuiSkeleton: { defaultProps: { role: 'status' } },
      // MUI takes the top padding off a dialog's content under its title; the content scrolls, so it cut
      // off what stands above its first field: an outlined field's floating label and focus ring.
      MuiDialogContent: { styleOverrides: { root: { '.MuiDialogTitle-root + &': { paddingTop: 12 } } } },
    },
  },
  turkishComponentTexts,
);
