import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';

// Material's star, used as a mask: one element draws all five stars at any fill. MUI's Rating draws
// each star twice (filled and empty halves) with its own spans and SVG: dozens of elements per score, and a
// home page shows dozens of scores.
const STAR_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'/%3E%3C/svg%3E\")";

/** The filled stars' colour: MUI Rating's, so read-only scores look like the form's stars. */
const FILLED_STAR_COLOUR = '#faaf00';

export interface StarMeterProps {
  /** The score out of five; shown to the nearest half star. */
  value: number;
  /** The score in words when nothing beside the stars says it; without it the stars are hidden from screen readers. */
  label?: string;
}

/** A read-only score as five stars. */
export function StarMeter({ value, label }: StarMeterProps) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  // The fill goes in a custom property, so every score shares one generated class.
  const fill = { '--star-fill': `${halves * 10}%` } as CSSProperties;
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-score={halves / 2}
      style={fill}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        fontSize: '1.125rem',
        width: '5em',
        height: '1em',
        background: (theme) =>
          `linear-gradient(90deg, ${FILLED_STAR_COLOUR} var(--star-fill), ${theme.palette.action.disabled} var(--star-fill))`,
        mask: `${STAR_MASK} left center / 1em 1em repeat-x`,
        // Forced colours would drop the background and with it every star.
        forcedColorAdjust: 'none',
      }}
    />
  );
}
