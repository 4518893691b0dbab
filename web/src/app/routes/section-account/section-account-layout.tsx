import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { sectionKeys } from '../../../config/section-capabilities.ts';
import { SectionAccountLayout } from '../../../features/section-selling/components/section-account-layout.tsx';
import type { SectionKey } from '../../../lib/section-api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

const layoutOf = (section: SectionKey) =>
  /** /pazar/hesabim and below are for members: a visitor goes to login and comes back. */
  function SectionAccountLayoutRoute() {
    const loggedIn = useIsLoggedIn();
    const { pathname, search } = useLocation();
    if (!loggedIn) return <Navigate to={paths.auth.login.getHref(`${pathname}${search}`)} replace />;
    return <SectionAccountLayout section={section} />;
  };

/** The members-only layout of each section account. */
export const sectionAccountLayouts = Object.fromEntries(sectionKeys.map((key) => [key, layoutOf(key)])) as Record<
  SectionKey,
  () => React.JSX.Element
>;
