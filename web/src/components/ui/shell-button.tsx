import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium';

export interface ShellButtonProps extends HTMLAttributes<HTMLElement> {
  variant?: Variant;
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  type?: 'button' | 'submit';
  children: ReactNode;
}

/** A button of the header or the error panel, looking as MUI's Button does (shell-controls.css). */
export const ShellButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, ShellButtonProps>(function ShellButton(
  { variant = 'text', size = 'medium', startIcon, endIcon, to, className, children, type = 'button', ...rest },
  ref,
) {
  const look = classNames('shell-button', `shell-button--${variant}`, size === 'small' && `shell-button--small shell-button--${variant}-small`, className);
  const content = (
    <>
      {startIcon && <span className="shell-button__icon shell-button__icon--start">{startIcon}</span>}
      {children}
      {endIcon && <span className="shell-button__icon shell-button__icon--end">{endIcon}</span>}
    </>
  );
  return to === undefined ? (
    <button ref={ref} type={type} className={look} {...rest}>
      {content}
    </button>
  ) : (
    <RouterLink ref={ref} to={to} className={look} {...rest}>
      {content}
    </RouterLink>
  );
});
