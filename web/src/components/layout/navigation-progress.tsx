import { lazy } from 'react';
import { useNavigation } from 'react-router-dom';
import { LazyPart } from './lazy-part.tsx';

// Only shown between pages, never on the first paint: its code loads with the first navigation.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** A thin bar across the top while a route (or its code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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
