import { useLocation } from 'react-router-dom';
import { AccountMenu } from '@/components/account/account-menu.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { activeSectionHref, sectionNavItems } from '../utils/section-nav-items.ts';

/** A section's account menu (its listings, orders, offers…), named after the section. */
export function SectionAccountNav({ section }: { section: SectionKey }) {
  const { pathname } = useLocation();
  const items = sectionNavItems(section);
  const current = activeSectionHref(section, pathname);
  const label = `${sectionCapabilities[section].name} hesabım menüsü`;
  return <AccountMenu label={label} items={items} current={current} />;
}
