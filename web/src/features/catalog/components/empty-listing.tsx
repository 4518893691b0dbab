import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';

interface EmptyListingProps {
  /** Shown when filters are on: removes them. */
  onClearFilters?: () => void;
}

/** No product matches: say so and offer a way on. */
export function EmptyListing({ onClearFilters }: EmptyListingProps) {
  return (
    <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="p" variant="h6">
        Aradığınız kriterlere uygun ürün bulunamadı.
      </Typography>
      <Typography color="textSecondary">Filtreleri azaltmayı veya farklı kelimelerle aramayı deneyin.</Typography>
      <Stack direction="row" spacing={1}>
        {onClearFilters && (
          <Button variant="outlined" onClick={onClearFilters}>
            Filtreleri temizle
          </Button>
        )}
        <Button component={RouterLink} to={paths.home.getHref()}>
          Ana sayfaya dön
        </Button>
      </Stack>
    </Stack>
  );
}
