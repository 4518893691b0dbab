import { EmptyResult } from '@/components/feedback/empty-result.tsx';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { paths } from '@/config/paths.ts';

interface EmptyListingProps {
  /** Shown when filters are on: removes them. */
  onClearFilters?: () => void;
}

/** No product matches: say so and offer a way on. */
export function EmptyListing({ onClearFilters }: EmptyListingProps) {
  return (
    <EmptyResult icon="searchOff" title="Aradığınız kriterlere uygun ürün bulunamadı." hint="Filtreleri azaltmayı veya farklı kelimelerle aramayı deneyin.">
      {onClearFilters && (
        <ShellButton variant="outlined" color="primary" onClick={onClearFilters}>
          Filtreleri temizle
        </ShellButton>
      )}
      <ShellButton color="primary" to={paths.home.getHref()}>
        Ana sayfaya dön
      </ShellButton>
    </EmptyResult>
  );
}
