import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './header.tsx';
import { LazyPart } from './lazy-part.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

// Below the fold on every page: the footer's code loads alongside the page instead of before it.
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));

export function MainLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#icerik"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        İçeriğe geç
      </Box>
      <NavigationProgress />
      <Header />
      <Container component="main" id="icerik" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, py: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
      <LazyPart loading={null}>
        <Footer />
      </LazyPart>
      <ScrollRestoration />
    </Box>
  );
}
