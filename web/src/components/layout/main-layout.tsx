import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './header.tsx';
import { HydratedApart } from './hydrated-apart.tsx';
import { LazyPart } from './lazy-part.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { ShownEntryMark } from './shown-entry-mark.tsx';

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
      <HydratedApart>
        <Header />
      </HydratedApart>
      <Container component="main" id="icerik" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, py: { xs: 2, sm: 3 } }}>
        {/* Hydrated apart from the header and footer too; a page whose code has not arrived suspends here. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Container>
      <LazyPart loading={null}>
        <Footer />
      </LazyPart>
      <ScrollRestoration />
      <ShownEntryMark />
    </Box>
  );
}
