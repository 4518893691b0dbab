import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';

/** A thin bar across the top while a route (or its code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label="Sayfa yükleniyor"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
    />
  );
}
