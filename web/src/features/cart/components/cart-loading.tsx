import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';

/** The cart while its lines are not there yet (its code, the device's cart or the member's answer). */
export function CartLoading() {
  return <PlainSkeleton height={240} label="Sepet yükleniyor" />;
}
