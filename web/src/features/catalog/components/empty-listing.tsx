import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { paths } from '@/config/paths.ts';

interface EmptyListingProps {
  /** Shown when filters are on: removes them. */
  onClearFilters?: () => void;
}

/** No product matches: say so and offer a way on (empty-listing.css). */
export function EmptyListing({ onClearFilters }: EmptyListingProps) {
  return (
    <div role="status" className="empty-listing">
      <ShellIcon name="searchOff" className="empty-listing__icon" />
      <p className="empty-listing__title">Aradığınız kriterlere uygun ürün bulunamadı.</p>
      <p className="empty-listing__hint">Filtreleri azaltmayı veya farklı kelimelerle aramayı deneyin.</p>
      <div className="empty-listing__actions">
        {onClearFilters && (
          <ShellButton variant="outlined" color="primary" onClick={onClearFilters}>
            Filtreleri temizle
          </ShellButton>
        )}
        <ShellButton color="primary" to={paths.home.getHref()}>
          Ana sayfaya dön
        </ShellButton>
      </div>
    </div>
  );
}
