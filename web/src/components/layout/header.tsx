import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { shellTransition } from '@/components/ui/shell-controls.ts';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { CartButton } from './cart-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { PlatformSwitch } from './platform-switch.tsx';
import { COMPACT_ATTRIBUTE, KEPT_WHEN_COMPACT_ATTRIBUTE, useCompactOnScroll } from './use-compact-on-scroll.ts';

// Below md the rows have fixed heights, so that compact can show exactly the search row: the header
// moves up by the logo row and is clipped below the search row (both paint-only: the flow keeps the
// full header's height, nothing under it moves).
const LOGO_ROW_PX = 48;
const SEARCH_ROW_PX = 56;
const keptWhenCompact = { [KEPT_WHEN_COMPACT_ATTRIBUTE]: '' };

// MUI's sticky, flat AppBar in the primary colour, without AppBar and Paper in the first load (see
// components/ui/shell-controls.ts).
const Bar = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  [theme.breakpoints.down('md')]: {
    ...shellTransition(theme, ['transform', 'clip-path'], theme.transitions.duration.shorter),
    [`&[${COMPACT_ATTRIBUTE}]`]: {
      transform: `translateY(-${LOGO_ROW_PX}px)`,
      clipPath: `inset(${LOGO_ROW_PX}px 0 calc(100% - ${LOGO_ROW_PX + SEARCH_ROW_PX}px) 0)`,
    },
  },
}));

/**
 * Phone and tablet: the logo on the first row; search, account and cart on the second; the platform
 * switch and the categories below. Scrolling down leaves the second row alone on screen, scrolling up
 * brings the rest back (use-compact-on-scroll.ts). From md up, one row: logo, search, actions.
 */
export function Header() {
  const bar = useRef<HTMLElement>(null);
  useCompactOnScroll(bar);
  return (
    <Bar ref={bar}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar
          sx={{
            display: { xs: 'grid', md: 'flex' },
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            gridTemplateRows: `${LOGO_ROW_PX}px ${SEARCH_ROW_PX}px`,
            columnGap: { xs: 1, md: 1.5 },
            rowGap: 0,
            py: { xs: 0, md: 1 },
          }}
        >
          <Typography
            component={RouterLink}
            to={paths.home.getHref()}
            variant="h5"
            aria-label="Çarşı ana sayfa"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, letterSpacing: 0.5, mr: 'auto', gridColumn: '1 / -1' }}
          >
            Çarşı
          </Typography>
          <Box {...keptWhenCompact} sx={{ flexGrow: 1, minWidth: { xs: 0, md: 'auto' }, maxWidth: { md: 560 } }}>
            <HeaderSearch />
          </Box>
          <Box {...keptWhenCompact} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccountMenu />
            <CartButton />
          </Box>
        </Toolbar>
        <Box sx={{ px: { xs: 1, sm: 2 }, pb: 1 }}>
          <PlatformSwitch />
          <MegaMenu />
        </Box>
      </Container>
    </Bar>
  );
}
