import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';

export interface ShellButtonProps extends HTMLAttributes<HTMLElement> {
  variant?: Variant;
  size?: Size;
  /** The text and outline's colour: the parent's (the header's white), or the theme's primary as MUI's default. */
  color?: 'inherit' | 'primary';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** An address in the shop: the button is then a link (react-router's). */
  to?: To;
  /** An address outside the shop: the button is then a link that opens in a new tab. */
  href?: string;
  type?: 'button' | 'submit';
  /** A button only: a link is never disabled. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * MUI's Button as the theme draws it (text, outlined or contained; three sizes; disabled), without MUI
 * (shell-controls.css): for the header and every part of a page whose first load carries no MUI.
 */
export const ShellButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, ShellButtonProps>(function ShellButton(
  { variant = 'text', size = 'medium', color = 'inherit', startIcon, endIcon, to, href, className, children, type = 'button', disabled, ...rest },
  ref,
) {
  const look = classNames(
    'shell-button',
    `shell-button--${variant}`,
    size !== 'medium' && `shell-button--${size} shell-button--${variant}-${size}`,
    color === 'primary' && 'shell-button--primary',
    className,
  );
  const content = (
    <>
      {startIcon && <span className="shell-button__icon shell-button__icon--start">{startIcon}</span>}
      {children}
      {endIcon && <span className="shell-button__icon shell-button__icon--end">{endIcon}</span>}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink ref={ref} to={to} className={look} {...rest}>
        {content}
      </RouterLink>
    );
  }
  if (href !== undefined) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={look} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <button ref={ref} type={type} className={look} disabled={disabled} {...rest}>
      {content}
    </button>
  );
});
