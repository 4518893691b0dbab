import type { MegaMenuItem } from '@carsi/sdk/main';
import { useId, useState } from 'react';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { lazyInMuiScope } from './in-mui-scope.tsx';
import { LazyPart } from './lazy-part.tsx';

const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazyInMuiScope(() => loadPanel().then((module) => module.MegaMenuPanel));

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
    <nav aria-label={label} className="header-row" onPointerOver={preload} onFocus={preload}>
      <ul className="header-row__list">
        {items.map((item) => {
          const expanded = open?.item.id === item.id;
          return (
            <li key={item.id}>
              <ShellButton
                size="small"
                endIcon={<ShellIcon name="expand" />}
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                aria-haspopup="true"
                onClick={(event) => setOpen(expanded ? undefined : { item, anchor: event.currentTarget })}
                className="mega-menu-bar__button"
              >
                {item.name}
              </ShellButton>
            </li>
          );
        })}
      </ul>
      {open && (
        <LazyPart loading={null}>
          <MegaMenuPanel id={panelId} item={open.item} anchor={open.anchor} onClose={close} />
        </LazyPart>
      )}
    </nav>
  );
}
