import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { CartButton } from './cart-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { PlatformSwitch } from './platform-switch.tsx';
import { KEPT_WHEN_COMPACT_ATTRIBUTE, useCompactOnScroll } from './use-compact-on-scroll.ts';

const keptWhenCompact = { [KEPT_WHEN_COMPACT_ATTRIBUTE]: '' };

/**
 * Phone and tablet: the logo on the first row; search, account and cart on the second; the platform
 * switch and the categories below. Scrolling down leaves the second row alone on screen, scrolling up
 * brings the rest back (use-compact-on-scroll.ts; the rows' heights are header.css's). From md up, one
 * row: logo, search, actions.
 */
export function Header() {
  const bar = useRef<HTMLElement>(null);
  useCompactOnScroll(bar);
  return (
    <header ref={bar} className="header">
      <div className="page-width">
        <div className="header__toolbar">
          <RouterLink to={paths.home.getHref()} aria-label="Çarşı ana sayfa" className="header__brand">
            Çarşı
          </RouterLink>
          <div {...keptWhenCompact} className="header__search">
            <HeaderSearch />
          </div>
          <div {...keptWhenCompact} className="header__actions">
            <AccountMenu />
            <CartButton />
          </div>
        </div>
        <div className="header__sections">
          <PlatformSwitch />
          <MegaMenu />
        </div>
      </div>
    </header>
  );
}
