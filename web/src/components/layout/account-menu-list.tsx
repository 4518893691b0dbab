import Logout from '@mui/icons-material/Logout';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLogOut } from '@carsi/sdk';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { sectionOfPath } from '@/lib/section-api.ts';

/** The account pages a member opens most, straight from the header. */
const shortcuts = [
  { label: 'Hesap bilgilerim', href: paths.account.getHref(), Icon: PersonOutline },
  { label: 'Siparişlerim', href: paths.accountOrders.getHref(), Icon: ReceiptLongOutlined },
  { label: 'Favorilerim', href: paths.accountFavorites.getHref(), Icon: FavoriteBorder },
  { label: 'Adreslerim', href: paths.accountAddresses.getHref(), Icon: PlaceOutlined },
] as const;

interface AccountMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The member's menu under Hesabım: the section's own account, the shortcuts and Çıkış yap (loaded on first open). */
export function AccountMenuList({ id, buttonId, anchor, onClose }: AccountMenuListProps) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
      {section && (
        <MenuItem component={RouterLink} to={sectionPaths[section].account.getHref()} onClick={onClose}>
          <ListItemIcon>
            <Storefront fontSize="small" />
          </ListItemIcon>
          {`${sectionCapabilities[section].name} hesabım`}
        </MenuItem>
      )}
      {pathname.startsWith(paths.auction.path) && (
        <MenuItem component={RouterLink} to={paths.auctionAccount.getHref()} onClick={onClose}>
          <ListItemIcon>
            <Storefront fontSize="small" />
          </ListItemIcon>
          Mezat hesabım
        </MenuItem>
      )}
      {shortcuts.map(({ label, href, Icon }) => (
        <MenuItem key={href} component={RouterLink} to={href} onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
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
  );
}
