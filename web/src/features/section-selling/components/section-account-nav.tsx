import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { activeSectionHref, sectionNavItems } from '../utils/section-nav-items.ts';

/** A side list on wide screens, a scrollable row of links on phones (only one of them is shown). */
export function SectionAccountNav({ section }: { section: SectionKey }) {
  const { pathname } = useLocation();
  const items = sectionNavItems(section);
  const current = activeSectionHref(section, pathname);
  const label = `${sectionCapabilities[section].name} hesabım menüsü`;
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
