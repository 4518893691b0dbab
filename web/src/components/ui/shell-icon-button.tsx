import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import { forwardRef } from 'react';
import type { To } from 'react-router-dom';
import { routerLinkProps, shellTransition } from './shell-controls.ts';

type Size = 'small' | 'medium';

// MUI v9 IconButton's measurements, in the colour around it.
const Root = styled(ButtonBase, { shouldForwardProp: (prop) => prop !== 'size' })<{ size: Size }>(({ theme }) => ({
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  ...shellTransition(theme, ['background-color'], theme.transitions.duration.shortest),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  variants: [{ props: { size: 'small' }, style: { padding: 5, fontSize: theme.typography.pxToRem(18) } }],
}));

export interface ShellIconButtonProps extends Omit<ButtonBaseProps, 'color' | 'centerRipple'> {
  size?: Size;
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  /** What the button does, said aloud: an icon button has no text of its own. */
  'aria-label': string;
}

/** A round icon button of the header, looking as MUI's IconButton does (see shell-controls.ts). */
export const ShellIconButton = forwardRef<HTMLButtonElement, ShellIconButtonProps>(function ShellIconButton({ size = 'medium', to, ...rest }, ref) {
  return <Root ref={ref} centerRipple focusRipple size={size} {...routerLinkProps(to)} {...rest} />;
});
