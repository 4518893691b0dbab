import Skeleton from '@mui/material/Skeleton';

/** The cart while its lines are not there yet (its code, the device's cart or the member's answer). */
export function CartLoading() {
  return <Skeleton variant="rounded" height={240} aria-label="Sepet yükleniyor" />;
}
