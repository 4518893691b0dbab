import type { CSSProperties } from 'react';

export interface StarMeterProps {
  /** The score out of five; shown to the nearest half star. */
  value: number;
  /** The score in words when nothing beside the stars says it; without it the stars are hidden from screen readers. */
  label?: string;
}

/**
 * A read-only score as five stars: one element masked by Material's star (star-meter.css). MUI's Rating
 * draws each star twice (filled and empty halves) with its own spans and SVG: dozens of elements per
 * score, and a list shows dozens of scores.
 */
export function StarMeter({ value, label }: StarMeterProps) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  // The fill goes in a custom property, so every score shares one rule.
  const fill = { '--star-fill': `${halves * 10}%` } as CSSProperties;
  return (
    <span
      className="star-meter"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-score={halves / 2}
      style={fill}
    />
  );
}
