import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import IconButton from '@mui/material/IconButton';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useToggleFavorite } from '../api/use-favorite.ts';

/** The heart: adds to or removes from favourites; a visitor is asked to log in. */
export function FavoriteButton({ productId, isFavorite }: { productId: number; isFavorite: boolean }) {
  const requireLogin = useRequireLogin();
  const { toggle, isPending } = useToggleFavorite(productId);
  return (
    <IconButton
      aria-label={isFavorite ? 'Favorilerimden çıkar' : 'Favorilerime ekle'}
      aria-pressed={isFavorite}
      disabled={isPending}
      onClick={() => requireLogin(() => toggle(isFavorite))}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      {isFavorite ? <FavoriteRounded color="primary" /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}
