import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { Header } from './header.tsx';
import { HydratedApart } from './hydrated-apart.tsx';
import { lazyWhenNear } from './lazy-when-near.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ShownEntryMark } from './shown-entry-mark.tsx';

// Below the fold on every page: rendered by the server, hydrated once scrolled near.
const Footer = lazyWhenNear('footer', async () => (await import('./footer.tsx')).Footer);

/** The shop's header, main area and footer around `children`. */
export function MainLayoutFrame({ children }: { children: ReactNode }) {
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
        {/* Hydrated apart from the header and footer too. */}
        <Suspense fallback={null}>{children}</Suspense>
      </Container>
      <Footer />
      <ShownEntryMark />
    </Box>
  );
}

/** The layout of every page: a page that fails keeps the header and footer and offers a retry. */
export function MainLayout() {
  return (
    <MainLayoutFrame>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </MainLayoutFrame>
  );
}
