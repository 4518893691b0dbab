import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

export interface ShellIconButtonProps extends HTMLAttributes<HTMLElement> {
  size?: 'small' | 'medium';
  /** The icon's colour: the parent's (the header's white), or MUI's default, the theme's action colour. */
  color?: 'inherit' | 'default';
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  type?: 'button' | 'submit';
  /** A button only: a link is never disabled. */
  disabled?: boolean;
  /** What the button does, said aloud: an icon button has no text of its own. */
  'aria-label': string;
  children: ReactNode;
}

/** A round icon button looking as MUI's IconButton does, without MUI (shell-controls.css). */
export const ShellIconButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, ShellIconButtonProps>(function ShellIconButton(
  { size = 'medium', color = 'inherit', to, className, type = 'button', disabled, ...rest },
  ref,
) {
  const look = classNames('shell-icon-button', size === 'small' && 'shell-icon-button--small', color === 'default' && 'shell-icon-button--default', className);
  return to === undefined ? (
    <button ref={ref} type={type} className={look} disabled={disabled} {...rest} />
  ) : (
    <RouterLink ref={ref} to={to} className={look} {...rest} />
  );
});
