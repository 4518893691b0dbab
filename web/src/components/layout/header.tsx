import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { CartButton } from './cart-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { PlatformSwitch } from './platform-switch.tsx';

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
}));

/**
 * Phone: logo, account and cart on the first row; search on the second; the platform switch below.
 * From tablets up the search moves between the logo and the actions.
 */
export function Header() {
  return (
    <Bar>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1.5, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: 1 }}>
          <Typography
            component={RouterLink}
            to={paths.home.getHref()}
            variant="h5"
            aria-label="Çarşı ana sayfa"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, letterSpacing: 0.5, mr: 'auto' }}
          >
            Çarşı
          </Typography>
          <Box sx={{ order: { xs: 3, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, maxWidth: { md: 560 } }}>
            <HeaderSearch />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
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
