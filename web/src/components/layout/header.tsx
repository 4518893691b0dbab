import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { CartButton } from './cart-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { PlatformSwitch } from './platform-switch.tsx';

/**
 * Phone: logo, account and cart on the first row; search on the second; the platform switch below.
 * From tablets up the search moves between the logo and the actions.
 */
export function Header() {
  return (
    <AppBar position="sticky" elevation={0} component="header">
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
    </AppBar>
  );
}
