import { alpha, darken, lighten, type Theme, type TypographyVariant } from '@mui/material/styles';
import { FOCUS_RING, getTheme } from './theme.ts';

/**
 * The stylesheets of what every page's first paint shows (the header, the layout, the error panel, the
 * home page): plain CSS beside each component (`*.css`), written by the server into `<head>` as one
 * `<style>`, so the browser's first load carries neither MUI nor Emotion for them (docs/web.md, "The
 * shell's styles"). Their colours, type and shadows are the MUI theme's, as custom properties
 * (`--carsi-*`): the theme stays the one source of the look.
 */
const stylesheets = import.meta.glob<string>('../**/*.css', { query: '?inline', import: 'default', eager: true });

const typography = (theme: Theme, variant: TypographyVariant): Record<string, string> => {
  const style = theme.typography[variant];
  const size = typeof style.fontSize === 'number' ? `${style.fontSize}px` : String(style.fontSize);
  return {
    [`${variant}`]: `${String(style.fontWeight)} ${size}/${String(style.lineHeight)} ${theme.typography.fontFamily ?? 'sans-serif'}`,
    [`${variant}-spacing`]: String(style.letterSpacing ?? 'normal'),
  };
};

/** The theme's values the shell's CSS reads, by name (`--carsi-<name>`). */
function themeProperties(theme: Theme): Record<string, string> {
  const { palette, transitions } = theme;
  return {
    primary: palette.primary.main,
    'primary-dark': palette.primary.dark,
    'primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
    'primary-outline': alpha(palette.primary.main, 0.5),
    'on-primary': palette.primary.contrastText,
    secondary: palette.secondary.main,
    'on-secondary': palette.secondary.contrastText,
    'secondary-dark': palette.secondary.dark,
    error: palette.error.main,
    text: palette.text.primary,
    'text-secondary': palette.text.secondary,
    paper: palette.background.paper,
    page: palette.background.default,
    divider: palette.divider,
    'grey-100': palette.grey[100],
    'chip-border': palette.grey[400],
    chip: palette.action.selected,
    'chip-delete': alpha(palette.text.primary, 0.26),
    'chip-delete-hover': alpha(palette.text.primary, 0.4),
    'chip-hover': alpha(palette.action.selected, palette.action.selectedOpacity + palette.action.hoverOpacity),
    'success-dark': palette.success.dark,
    warning: palette.warning.main,
    'warning-dark': palette.warning.dark,
    'warning-alert': darken(palette.warning.light, 0.6),
    'warning-alert-bg': lighten(palette.warning.light, 0.9),
    disabled: palette.action.disabled,
    'disabled-background': palette.action.disabledBackground,
    'action-active': palette.action.active,
    hover: alpha(palette.text.primary, palette.action.hoverOpacity),
    'icon-hover': alpha(palette.action.active, palette.action.hoverOpacity),
    skeleton: alpha(palette.text.primary, 0.11),
    'link-underline': alpha(palette.primary.main, 0.4),
    focus: FOCUS_RING,
    font: theme.typography.fontFamily ?? 'sans-serif',
    'font-medium': String(theme.typography.fontWeightMedium),
    'font-bold': String(theme.typography.fontWeightBold),
    radius: `${Number(theme.shape.borderRadius)}px`,
    'shadow-2': theme.shadows[2],
    'shadow-4': theme.shadows[4],
    'shadow-6': theme.shadows[6],
    'shadow-8': theme.shadows[8],
    'z-app-bar': String(theme.zIndex.appBar),
    easing: transitions.easing.easeInOut,
    shortest: `${transitions.duration.shortest}ms`,
    shorter: `${transitions.duration.shorter}ms`,
    short: `${transitions.duration.short}ms`,
    ...typography(theme, 'body1'),
    ...typography(theme, 'body2'),
    ...typography(theme, 'caption'),
    ...typography(theme, 'subtitle1'),
    ...typography(theme, 'subtitle2'),
    ...typography(theme, 'button'),
    ...typography(theme, 'h4'),
    ...typography(theme, 'h5'),
    ...typography(theme, 'h6'),
    ...typography(theme, 'h2'),
  };
}

/**
 * The baseline first, then the shared controls (components/ui/), then what places them: a component's
 * own rule for a control it holds (`.platform-switch__link`) outranks the control's rule of the same
 * specificity by coming later.
 */
const sheetRank = (path: string): number => (path.endsWith('/app/baseline.css') ? 0 : path.includes('/components/ui/') ? 1 : 2);

let written: string | undefined;

/** The shell's one `<style>` element, made once per server process. */
export function shellStyleElement(): string {
  written ??= (() => {
    const properties = Object.entries(themeProperties(getTheme()))
      .map(([name, value]) => `--carsi-${name}:${value};`)
      .join('');
    const sheets = Object.keys(stylesheets)
      .sort((a, b) => sheetRank(a) - sheetRank(b) || a.localeCompare(b))
      .map((path) => stylesheets[path])
      .join('\n');
    return `<style data-shell="">:root{${properties}}\n${sheets}</style>`;
  })();
  return written;
}
