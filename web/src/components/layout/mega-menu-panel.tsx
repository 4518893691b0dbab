import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { MegaMenuItem } from '@carsi/sdk/main';
import { isAppRoute, safeOutsideHref } from '@/utils/links.ts';
import { threeColumns } from '@/lib/layout-styles.ts';
import { Link } from '../ui/link.tsx';

/** A link of the menu: an app route navigates inside the shop, anything else is a plain link. */
function MenuLink({ to, children, onNavigate, strong }: { to: string; children: string; onNavigate: () => void; strong?: boolean }) {
  const sx = { fontWeight: strong ? 700 : 400, display: 'inline-block', py: 0.25 };
  return isAppRoute(to) ? (
    <Link to={to} color="inherit" underline="hover" sx={sx} onClick={onNavigate}>
      {children}
    </Link>
  ) : (
    <Box component="a" href={safeOutsideHref(to)} sx={{ ...sx, color: 'inherit' }}>
      {children}
    </Box>
  );
}

interface MegaMenuPanelProps {
  id: string;
  item: MegaMenuItem;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The open category's groups and links in a popover (its code loads the first time a category opens). */
export function MegaMenuPanel({ id, item, anchor, onClose }: MegaMenuPanelProps) {
  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { 'aria-label': item.name } }}
    >
      <Box sx={{ p: 2, maxWidth: { xs: '92vw', md: 840 } }}>
        <MenuLink to={item.link} onNavigate={onClose} strong>
          {`Tüm ${item.name} ürünleri`}
        </MenuLink>
        <Box
          sx={{
            mt: 1.5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: threeColumns,
          }}
        >
          {item.groups.map((group) => (
            <Box key={group.id} component="section" aria-label={group.name}>
              <Typography component="h3" variant="subtitle2">
                <MenuLink to={group.link} onNavigate={onClose} strong>
                  {group.name}
                </MenuLink>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.links.map((link) => (
                  <li key={link.id}>
                    <MenuLink to={link.link} onNavigate={onClose}>
                      {link.name}
                    </MenuLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Popover>
  );
}
