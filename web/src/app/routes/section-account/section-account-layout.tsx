import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { SectionAccountLayout } from '@/features/section-selling/components/section-account-layout.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';
import { memberPageClientLoader, memberPageLoader } from '@/app/member-page.ts';

/** /pazar/hesabim and below are for members: a visitor (or a session that just ended) goes to login and comes back. */
function MembersOnly({ section }: { section: SectionKey }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRedirect />;
  return <SectionAccountLayout section={section} />;
}

/** The members-only layout of each section account. */
export const sectionAccountLayouts = perSection((section) => <MembersOnly section={section} />);

export default sectionRoute(sectionAccountLayouts);

export const loader = memberPageLoader;
export const clientLoader = memberPageClientLoader;
