import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { MegaMenuItem } from '@carsi/sdk/main';
import { lazy, useId, useState } from 'react';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { LazyPart } from './lazy-part.tsx';

const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazy(async () => ({ default: (await loadPanel()).MegaMenuPanel }));

/**
 * A mega menu's row (the marketplace's under the header, a section's on its pages): one button per top
 * category; each opens its groups and links. The panel's code (a popover) is not part of the first
 * paint: it loads when a pointer or focus comes near a button. Nothing while there are no items.
 */
export function MegaMenuBar({ items, label }: { items: readonly MegaMenuItem[]; label: string }) {
  const [open, setOpen] = useState<{ item: MegaMenuItem; anchor: HTMLElement } | undefined>(undefined);
  const panelId = useId();
  if (items.length === 0) return null;
  const close = () => setOpen(undefined);
  const preload = () => void loadPanel();

  return (
    <Box component="nav" aria-label={label} sx={{ overflowX: 'auto' }} onPointerOver={preload} onFocus={preload}>
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
