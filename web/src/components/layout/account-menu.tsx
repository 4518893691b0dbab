import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import { isLoggedIn } from '@carsi/sdk/runtime';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import { lazy, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { paths, platformOfPath } from '@/config/paths.ts';
import { MEMBER_DEVICE_ATTRIBUTE, MEMBER_HIDDEN_ATTRIBUTE } from '@/config/member-device.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { LazyPart } from './lazy-part.tsx';

const loadList = () => import('./account-menu-list.tsx');
const AccountMenuList = lazy(async () => ({ default: (await loadList()).AccountMenuList }));

// Below md the account shares the search row with the cart: its icon over a small caption keeps the
// word visible in the width of an icon button, and the row within the compact header's 64 px.
const stackedBelowMd = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    flexDirection: 'column',
    gap: '2px',
    minWidth: 48,
    minHeight: 48,
    px: 0.75,
    py: 0.25,
    fontSize: theme.typography.pxToRem(11),
    lineHeight: 1.2,
    '& > span:first-of-type': { m: 0 },
  },
});

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
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }} {...{ [MEMBER_HIDDEN_ATTRIBUTE]: '' }}>
        <ShellButton to={`${paths.auth.login.getHref()}${query}`} startIcon={<PersonOutline />} sx={stackedBelowMd}>
          Giriş yap
        </ShellButton>
        <ShellButton to={`${paths.auth.register.getHref()}${query}`} variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          Üye ol
        </ShellButton>
      </Stack>
    );
  }

  const preload = () => void loadList();
  return (
    <>
      <ShellButton
        id={buttonId}
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerOver={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[{ flexShrink: 0 }, stackedBelowMd]}
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
