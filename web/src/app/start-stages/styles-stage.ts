// The second start stage (main.tsx): Emotion and MUI's styling runtime; their modules make MUI's
// default theme and Emotion's style cache as they run.
export { CacheProvider } from '@emotion/react';
export { createTheme, styled, ThemeProvider } from '@mui/material/styles';
