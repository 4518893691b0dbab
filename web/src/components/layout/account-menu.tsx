import { isLoggedIn } from '@carsi/sdk/runtime';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { paths, platformOfPath } from '@/config/paths.ts';
import { MEMBER_DEVICE_ATTRIBUTE, MEMBER_HIDDEN_ATTRIBUTE } from '@/config/member-device.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { lazyInMuiScope } from './in-mui-scope.tsx';
import { LazyPart } from './lazy-part.tsx';

const loadList = () => import('./account-menu-list.tsx');
const AccountMenuList = lazyInMuiScope(() => loadList().then((module) => module.AccountMenuList));

/**
 * Giriş yap / Üye ol for visitors; Hesabım with the account menu and Çıkış for members. The menu's code
 * is not part of the first paint: it loads when a pointer or focus reaches Hesabım.
 */
export function AccountMenu() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  // A server-rendered page hid the visitor's links on a member's device (config/member-device.ts) until this header
  // shows the device's own state: the member's, or the visitor's if that session has ended meanwhile.
  useEffect(() => {
    if (loggedIn === isLoggedIn()) document.documentElement.removeAttribute(MEMBER_DEVICE_ATTRIBUTE);
  }, [loggedIn]);

  if (!loggedIn) {
    const platform = platformOfPath(pathname);
    const query = platform === 'MARKETPLACE' ? '' : `?platform=${platform}`;
    return (
      <div className="account-menu__links" {...{ [MEMBER_HIDDEN_ATTRIBUTE]: '' }}>
        <ShellButton to={`${paths.auth.login.getHref()}${query}`} startIcon={<ShellIcon name="person" />} className="account-menu__button">
          Giriş yap
        </ShellButton>
        <ShellButton to={`${paths.auth.register.getHref()}${query}`} variant="outlined" className="account-menu__register">
          Üye ol
        </ShellButton>
      </div>
    );
  }

  const preload = () => void loadList();
  return (
    <>
      <ShellButton
        id={buttonId}
        startIcon={<ShellIcon name="account" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerOver={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="account-menu__button"
      >
        Hesabım
      </ShellButton>
      {anchor && (
        <LazyPart loading={null}>
          <AccountMenuList id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </LazyPart>
      )}
    </>
  );
}
