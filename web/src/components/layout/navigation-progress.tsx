import { lazy } from 'react';
import { usePageLoading } from '@/lib/page-loads.ts';
import { LazyPart } from './lazy-part.tsx';

// Only shown between pages, never on the first paint: its code loads with the first navigation.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** A thin bar across the top while the next page's code loads (the current page stays meanwhile). */
export function NavigationProgress() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <LazyPart loading={null}>
      <LinearProgress
        color="secondary"
        aria-label="Sayfa yükleniyor"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
      />
    </LazyPart>
  );
}
