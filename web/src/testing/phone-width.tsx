import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BREAKPOINTS } from '@/config/breakpoints.ts';
import { shellStyleElement } from '@/lib/shell-styles.server.ts';
import { getTheme } from '../lib/theme.ts';

// jsdom's window is a fixed 1 024 px wide, and it applies media queries to that width: a part shown
// only below md is hidden there. Every breakpoint moves past 1 024 px, so the shop renders inside as it
// does on a phone: MUI's theme, and the shell's plain CSS (lib/shell-styles.server.ts) with its media
// queries moved the same way.
const PHONE_BREAKPOINTS = { xs: 0, sm: 2000, md: 2100, lg: 2200, xl: 2300 } as const;
let phoneTheme: Theme | undefined;
const phoneBreakpoints = () => createTheme({ breakpoints: { values: PHONE_BREAKPOINTS } }).breakpoints;
const getPhoneTheme = (): Theme => (phoneTheme ??= { ...getTheme(), breakpoints: phoneBreakpoints() });

const phoneWidthOf = (px: number): number => {
  const entry = Object.entries(BREAKPOINTS).find(([, width]) => width === Math.ceil(px));
  if (!entry) throw new Error(`The shell's CSS has a media query at ${px}px, which is no breakpoint of config/breakpoints.ts`);
  return PHONE_BREAKPOINTS[entry[0] as keyof typeof PHONE_BREAKPOINTS] - (Math.ceil(px) - px);
};

let phoneShellStyles: string | undefined;
const getPhoneShellStyles = (): string =>
  (phoneShellStyles ??= shellStyleElement()
    .replace(/^<style[^>]*>|<\/style>$/g, '')
    .replace(/\((min|max)-width:\s*([\d.]+)px\)/g, (_, side: string, px: string) => `(${side}-width: ${phoneWidthOf(Number(px))}px)`));

/** Renders `children` as on a phone-width screen (inside renderWithProviders). */
export function AtPhoneWidth({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={getPhoneTheme()}>
      <style>{getPhoneShellStyles()}</style>
      {children}
    </ThemeProvider>
  );
}
