import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';

export interface AccountMenuItem {
  label: string;
  href: string;
}

interface AccountMenuProps {
  /** The navigation landmark's name (e.g. Hesabım menüsü). */
  label: string;
  items: readonly AccountMenuItem[];
  /** The href of the page being shown; marked as the current page. */
  current: string;
}

/** A side list on wide screens, a scrollable row of links on phones (only one of them is shown). */
export function AccountMenu({ label, items, current }: AccountMenuProps) {
  return (
    <>
      <Box component="nav" aria-label={label} sx={{ display: { xs: 'none', md: 'block' } }}>
        <List disablePadding component="div">
          {items.map((item) => (
            <ListItemButton
              key={item.href}
              component={RouterLink}
              to={item.href}
              selected={item.href === current}
              aria-current={item.href === current ? 'page' : undefined}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box component="nav" aria-label={label} sx={{ display: { xs: 'block', md: 'none' }, overflowX: 'auto' }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 1, whiteSpace: 'nowrap' }}>
          {items.map((item) => (
            <li key={item.href}>
              <Button
                component={RouterLink}
                to={item.href}
                size="small"
                variant={item.href === current ? 'contained' : 'outlined'}
                aria-current={item.href === current ? 'page' : undefined}
                sx={{ borderRadius: 4, whiteSpace: 'nowrap' }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
