import { verticalKeys } from '@carsi/sdk/verticals';
import { useLocation } from 'react-router-dom';
import { sectionPaths } from '../config/paths.ts';
import { sectionCapabilities } from '../config/section-capabilities.ts';
import { useIsLoggedIn } from '../lib/session.ts';
import { sectionApi, sectionOfPath } from '../lib/section-api.ts';

/**
 * Inside a section whose listings are sold (/pazar, /zanaat) the header's cart is that section's cart:
 * its address and its count for a member. Undefined elsewhere (the marketplace cart applies).
 */
export function useHeaderSectionCart(): { href: string; count: number | undefined; name: string } | undefined {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const section = sectionOfPath(pathname);
  const sold = section !== undefined && sectionCapabilities[section].sold;
  // The families' hooks share one shape, so the same hook runs whichever section is shown (outside one, the first's, disabled).
  const cart = sectionApi(section ?? verticalKeys[0]).useGetCart({ query: { enabled: loggedIn && sold, meta: { silent: true } } });
  if (!sold) return undefined;
  return { href: sectionPaths[section].cart.getHref(), count: loggedIn ? cart.data?.itemCount : 0, name: sectionCapabilities[section].name };
}
