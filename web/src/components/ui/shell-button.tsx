import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import { forwardRef, type ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { routerLinkProps, shellTransition } from './shell-controls.ts';

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium';

interface Look {
  variant: Variant;
  size: Size;
}

const lookProps = new Set(['variant', 'size', 'edge']);
const shouldForwardProp = (prop: string) => !lookProps.has(prop);

// MUI v9 Button's measurements; text and outlined buttons take the colour around them (the header's),
// a contained one is the primary colour.
const Root = styled(ButtonBase, { shouldForwardProp })<Look>(({ theme }) => ({
  ...theme.typography.button,
  minWidth: 64,
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  ...shellTransition(theme, ['background-color', 'box-shadow', 'border-color', 'color'], theme.transitions.duration.short),
  variants: [
    { props: { variant: 'text' }, style: { padding: '6px 8px' } },
    { props: { variant: 'text', size: 'small' }, style: { padding: '4px 5px', fontSize: theme.typography.pxToRem(13) } },
    { props: { variant: 'outlined' }, style: { padding: '5px 15px', border: '1px solid currentColor' } },
    { props: { variant: 'outlined', size: 'small' }, style: { padding: '3px 9px', fontSize: theme.typography.pxToRem(13) } },
    {
      props: ({ variant }: Look) => variant !== 'contained',
      style: { '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) } } },
    },
    {
      props: { variant: 'contained' },
      style: {
        color: theme.palette.primary.contrastText,
        backgroundColor: theme.palette.primary.main,
        boxShadow: theme.shadows[2],
        '&:hover': { boxShadow: theme.shadows[4], '@media (hover: none)': { boxShadow: theme.shadows[2] } },
        '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.dark } },
        '&:active': { boxShadow: theme.shadows[8] },
        '&.Mui-focusVisible': { boxShadow: theme.shadows[6] },
      },
    },
    { props: { variant: 'contained', size: 'small' }, style: { padding: '4px 10px', fontSize: theme.typography.pxToRem(13) } },
  ],
}));

const Icon = styled('span', { shouldForwardProp })<{ edge: 'start' | 'end'; size: Size }>({
  display: 'inherit',
  '& > *:nth-of-type(1)': { fontSize: 20 },
  variants: [
    { props: { edge: 'start' }, style: { alignItems: 'center', marginRight: 8, marginLeft: -4, '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' } } },
    { props: { edge: 'start', size: 'small' }, style: { marginLeft: -2 } },
    { props: { edge: 'end' }, style: { marginRight: -4, marginLeft: 8 } },
    { props: { edge: 'end', size: 'small' }, style: { marginRight: -2 } },
    { props: { size: 'small' }, style: { '& > *:nth-of-type(1)': { fontSize: 18 } } },
  ],
});

export interface ShellButtonProps extends Omit<ButtonBaseProps, 'color' | 'centerRipple'> {
  variant?: Variant;
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  children: ReactNode;
}

/** A button of the header or the error panel, looking as MUI's Button does (see shell-controls.ts). */
export const ShellButton = forwardRef<HTMLButtonElement, ShellButtonProps>(function ShellButton(
  { variant = 'text', size = 'medium', startIcon, endIcon, to, children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} focusRipple variant={variant} size={size} {...routerLinkProps(to)} {...rest}>
      {startIcon && (
        <Icon edge="start" size={size}>
          {startIcon}
        </Icon>
      )}
      {children}
      {endIcon && (
        <Icon edge="end" size={size}>
          {endIcon}
        </Icon>
      )}
    </Root>
  );
});
