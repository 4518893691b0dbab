import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useGetMegaMenu, type MegaMenuItem } from '@carsi/sdk/main';
import { lazy, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { Platform, platformOfPath } from '@/config/paths.ts';
import { LazyPart } from './lazy-part.tsx';

const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazy(async () => ({ default: (await loadPanel()).MegaMenuPanel }));

/**
 * The marketplace's category menu under the header (marketplace pages only): one button per top
 * category; each opens its groups and links. The answer is kept for an hour (cache rules). The panel's
 * code (a popover) is not part of the first paint: it loads when a pointer or focus comes near a button.
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
  const preload = () => void loadPanel();

  return (
    <Box component="nav" aria-label="Kategoriler" sx={{ overflowX: 'auto' }} onPointerOver={preload} onFocus={preload}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}>
        {items.map((item) => {
          const expanded = open?.item.id === item.id;
          return (
            <li key={item.id}>
              <ShellButton
                size="small"
                endIcon={<ExpandMore />}
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                aria-haspopup="true"
                onClick={(event) => setOpen(expanded ? undefined : { item, anchor: event.currentTarget })}
                sx={{ px: 1.25, fontWeight: 500 }}
              >
                {item.name}
              </ShellButton>
            </li>
          );
        })}
      </Box>
      {open && (
        <LazyPart loading={null}>
          <MegaMenuPanel id={panelId} item={open.item} anchor={open.anchor} onClose={close} />
        </LazyPart>
      )}
    </Box>
  );
}
