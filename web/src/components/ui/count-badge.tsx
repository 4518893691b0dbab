import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const RADIUS = 10;

const Root = styled('span')({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 });

// MUI v9 Badge's standard badge at the top right, in the secondary colour.
const Count = styled('span')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
  boxSizing: 'border-box',
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  minWidth: RADIUS * 2,
  lineHeight: 1,
  padding: '0 6px',
  height: RADIUS * 2,
  borderRadius: RADIUS,
  zIndex: 1,
  backgroundColor: theme.palette.secondary.main,
  color: theme.palette.secondary.contrastText,
  '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
}));

interface CountBadgeProps {
  count: number;
  /** Above this the badge reads "max+". */
  max?: number;
  children: ReactNode;
}

/**
 * A count on the corner of an icon, as MUI's Badge shows it (see shell-controls.ts); nothing when the
 * count is zero. Hidden from screen readers: the control it sits on says the count in its label.
 */
export function CountBadge({ count, max = 99, children }: CountBadgeProps) {
  return (
    <Root>
      {children}
      {count > 0 && <Count aria-hidden>{count > max ? `${max}+` : count}</Count>}
    </Root>
  );
}
