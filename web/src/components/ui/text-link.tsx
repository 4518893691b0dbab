import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

export interface TextLinkProps extends RouterLinkProps {
  /** The theme's type the link is set in (MUI's `variant`); without one it takes its parent's. */
  variant?: 'body1' | 'body2';
  /** The theme's primary colour (MUI's default), or the parent's (the dark footer's). */
  color?: 'primary' | 'inherit';
}

/**
 * A link inside the app as ui/link.tsx draws it (MUI's Link as the theme sets it: the primary colour,
 * always underlined), without MUI: for the parts of a page whose first load carries none (text-link.css).
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink({ variant, color = 'primary', className, ...rest }, ref) {
  return (
    <RouterLink
      ref={ref}
      className={classNames('text-link', variant && `text-link--${variant}`, color === 'inherit' && 'text-link--inherit', className)}
      {...rest}
    />
  );
});
