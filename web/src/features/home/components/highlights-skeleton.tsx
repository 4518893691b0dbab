import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';

/** The showcases' place while their code or their answer is on its way (home.tsx and highlights.tsx). */
export function HighlightsSkeleton() {
  return <PlainSkeleton height={320} label="Öne çıkan ürünler yükleniyor" />;
}
