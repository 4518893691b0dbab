import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { getTheme } from '../lib/theme.ts';

// jsdom's window is a fixed 1 024 px wide, and it applies media queries to that width: a part shown
// only below md is hidden there. This theme moves every breakpoint past 1 024 px, so the shop's own
// theme renders inside as it does on a phone.
let phoneTheme: Theme | undefined;
const phoneBreakpoints = () => createTheme({ breakpoints: { values: { xs: 0, sm: 2000, md: 2100, lg: 2200, xl: 2300 } } }).breakpoints;
const getPhoneTheme = (): Theme => (phoneTheme ??= { ...getTheme(), breakpoints: phoneBreakpoints() });

/** Renders `children` as on a phone-width screen (inside renderWithProviders). */
export function AtPhoneWidth({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={getPhoneTheme()}>{children}</ThemeProvider>;
}
