import { useNavigation } from 'react-router-dom';
import { lazyInMuiScope } from './in-mui-scope.tsx';
import { LazyPart } from './lazy-part.tsx';

// Only shown between pages, never on the first paint: its code loads with the first navigation.
const LinearProgress = lazyInMuiScope(() => import('@mui/material/LinearProgress').then((module) => module.default));

const LABEL = 'Sayfa yükleniyor';
const barPlace = { position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme: { zIndex: { appBar: number } }) => theme.zIndex.appBar + 1, height: 3 } as const;

/**
 * The bar while MUI's own is still on its way (the first move of a visit): without it, that move (say a
 * redirect to the login page) showed an empty page with no sign of loading.
 */
const standIn = <div role="progressbar" aria-label={LABEL} className="navigation-progress" />;

/**
 * A thin bar across the top while the router moves to the next page: its code and its route loaders
 * (the current page stays meanwhile).
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <LazyPart loading={standIn} failed={standIn}>
      <LinearProgress color="secondary" aria-label={LABEL} sx={barPlace} />
    </LazyPart>
  );
}
