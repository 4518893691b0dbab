import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

/** A MUI link that navigates inside the app (react-router) instead of reloading the page. */
export type LinkProps = Omit<MuiLinkProps, 'href'> & Pick<RouterLinkProps, 'to' | 'replace' | 'state'>;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <MuiLink ref={ref} component={RouterLink} {...props} />;
});
