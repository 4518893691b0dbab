import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useToggleFavorite } from '../api/use-favorite.ts';

/** The heart: adds to or removes from favourites; a visitor is asked to log in. Plain markup (buy-box.css). */
export function FavoriteButton({ productId, isFavorite }: { productId: number; isFavorite: boolean }) {
  const requireLogin = useRequireLogin();
  const { toggle, isPending } = useToggleFavorite(productId);
  return (
    <ShellIconButton
      color="default"
      aria-label={isFavorite ? 'Favorilerimden çıkar' : 'Favorilerime ekle'}
      aria-pressed={isFavorite}
      disabled={isPending}
      onClick={() => requireLogin(() => toggle(isFavorite))}
      className="favorite-button"
    >
      {isFavorite ? <ShellIcon name="favorite" className="favorite-button__on" /> : <ShellIcon name="favoriteBorder" />}
    </ShellIconButton>
  );
}
