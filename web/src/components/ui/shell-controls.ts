/**
 * The header and the error panel are part of every page's first load, which carries no MUI: their
 * controls are plain buttons and links styled by shell-controls.css, with MUI 9's own measurements
 * (ButtonBase, Button, IconButton, Badge) so they look as MUI's do; everywhere else the shop uses
 * MUI's components. Without MUI's ripple: the keyboard's focus ring (app/baseline.css) and the
 * hover and press colours remain.
 */

/** Class names joined, the falsy ones left out. */
export const classNames = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
