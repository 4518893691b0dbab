import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useGetMegaMenu, type MegaMenuItem } from '@carsi/sdk/main';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Platform, platformOfPath } from '../../config/paths.ts';
import { isAppRoute, safeOutsideHref } from '../../utils/links.ts';
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

function MegaMenuPanel({ item, onClose }: { item: MegaMenuItem; onClose: () => void }) {
  return (
    <Box sx={{ p: 2, maxWidth: { xs: '92vw', md: 840 } }}>
      <MenuLink to={item.link} onNavigate={onClose} strong>
        {`Tüm ${item.name} ürünleri`}
      </MenuLink>
      <Box
        sx={{
          mt: 1.5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
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
  );
}

/**
 * The marketplace's category menu under the header (marketplace pages only): one button per top
 * category; each opens its groups and links. The answer is kept for an hour (cache rules).
 */
export function MegaMenu() {
  const { pathname } = useLocation();
  const onMarketplace = platformOfPath(pathname) === Platform.MARKETPLACE;
  const { data } = useGetMegaMenu({ query: { enabled: onMarketplace } });
  const [open, setOpen] = useState<{ item: MegaMenuItem; anchor: HTMLElement } | undefined>(undefined);
  const panelId = useId();
  const items = data?.items ?? [];
  if (!onMarketplace || items.length === 0) return null;
  const close = () => setOpen(undefined);

  return (
    <Box component="nav" aria-label="Kategoriler" sx={{ overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}>
        {items.map((item) => {
          const expanded = open?.item.id === item.id;
          return (
            <li key={item.id}>
              <Button
                color="inherit"
                size="small"
                endIcon={<ExpandMore />}
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                aria-haspopup="true"
                onClick={(event) => setOpen(expanded ? undefined : { item, anchor: event.currentTarget })}
                sx={{ px: 1.25, fontWeight: 500 }}
              >
                {item.name}
              </Button>
            </li>
          );
        })}
      </Box>
      <Popover
        id={panelId}
        open={open !== undefined}
        anchorEl={open?.anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { 'aria-label': open?.item.name } }}
      >
        {open && <MegaMenuPanel item={open.item} onClose={close} />}
      </Popover>
    </Box>
  );
}
