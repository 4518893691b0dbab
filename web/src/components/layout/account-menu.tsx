import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useLogOut } from '@carsi/sdk';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, platformOfPath, sectionPaths } from '../../config/paths.ts';
import { sectionCapabilities } from '../../config/section-capabilities.ts';
import { sectionOfPath } from '../../lib/section-api.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** Giriş yap / Üye ol for visitors; Hesabım with the account menu and Çıkış for members. */
/** The account pages a member opens most, straight from the header. */
const shortcuts = [
  { label: 'Hesap bilgilerim', href: paths.account.getHref(), Icon: PersonOutline },
  { label: 'Siparişlerim', href: paths.accountOrders.getHref(), Icon: ReceiptLongOutlined },
  { label: 'Favorilerim', href: paths.accountFavorites.getHref(), Icon: FavoriteBorder },
  { label: 'Adreslerim', href: paths.accountAddresses.getHref(), Icon: PlaceOutlined },
] as const;

export function AccountMenu() {
  const loggedIn = useIsLoggedIn();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  if (!loggedIn) {
    const platform = platformOfPath(pathname);
    const query = platform === 'MARKETPLACE' ? '' : `?platform=${platform}`;
    return (
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
        <Button
          component={RouterLink}
          to={`${paths.auth.login.getHref()}${query}`}
          color="inherit"
          startIcon={<PersonOutline />}
        >
          Giriş yap
        </Button>
        <Button
          component={RouterLink}
          to={`${paths.auth.register.getHref()}${query}`}
          variant="outlined"
          color="inherit"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Üye ol
        </Button>
      </Stack>
    );
  }

  const close = () => setAnchor(null);
  const section = sectionOfPath(pathname);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        Hesabım
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {section && (
          <MenuItem component={RouterLink} to={sectionPaths[section].account.getHref()} onClick={close}>
            <ListItemIcon>
              <Storefront fontSize="small" />
            </ListItemIcon>
            {`${sectionCapabilities[section].name} hesabım`}
          </MenuItem>
        )}
        {pathname.startsWith(paths.auction.path) && (
          <MenuItem component={RouterLink} to={paths.auctionAccount.getHref()} onClick={close}>
            <ListItemIcon>
              <Storefront fontSize="small" />
            </ListItemIcon>
            Mezat hesabım
          </MenuItem>
        )}
        {shortcuts.map(({ label, href, Icon }) => (
          <MenuItem key={href} component={RouterLink} to={href} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            logOut();
            navigate(paths.home.getHref());
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Çıkış yap
        </MenuItem>
      </Menu>
    </>
  );
}
