import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

export interface ShellIconButtonProps extends HTMLAttributes<HTMLElement> {
  size?: 'small' | 'medium';
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  type?: 'button' | 'submit';
  /** What the button does, said aloud: an icon button has no text of its own. */
  'aria-label': string;
  children: ReactNode;
}

/** A round icon button of the header, looking as MUI's IconButton does (shell-controls.css). */
export const ShellIconButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, ShellIconButtonProps>(function ShellIconButton(
  { size = 'medium', to, className, type = 'button', ...rest },
  ref,
) {
  const look = classNames('shell-icon-button', size === 'small' && 'shell-icon-button--small', className);
  return to === undefined ? <button ref={ref} type={type} className={look} {...rest} /> : <RouterLink ref={ref} to={to} className={look} {...rest} />;
});
