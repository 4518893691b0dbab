import type { ThemeOptions } from '@mui/material/styles';

type PageItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

const pageItemLabel = (type: PageItem, page: number | null, selected: boolean): string => {
  if (type === 'page') return selected ? `${page ?? ''}. sayfa` : `${page ?? ''}. sayfaya git`;
  if (type === 'first') return 'İlk sayfaya git';
  if (type === 'last') return 'Son sayfaya git';
  if (type === 'next') return 'Sonraki sayfaya git';
  return 'Önceki sayfaya git';
};

/**
 * The Turkish texts of the MUI components the shop uses (Rating, Autocomplete, Alert, Pagination,
 * Breadcrumbs). MUI's own `trTR` locale is not imported: its module builds a tr-TR number formatter
 * for TablePagination (which the shop does not use) as soon as it loads, and that ICU set-up was the
 * largest single cost of the first script's evaluation on a phone.
 */
export const turkishComponentTexts: ThemeOptions = {
  components: {
    MuiRating: { defaultProps: { getLabelText: (value: number) => `${value} Yıldız`, emptyLabelText: 'Puan yok' } },
    MuiAutocomplete: {
      defaultProps: { clearText: 'Temizle', closeText: 'Kapat', loadingText: 'Yükleniyor…', noOptionsText: 'Sonuç yok', openText: 'Aç' },
    },
    MuiAlert: { defaultProps: { closeText: 'Kapat' } },
    MuiPagination: { defaultProps: { 'aria-label': 'Sayfalar', getItemAriaLabel: pageItemLabel } },
    MuiBreadcrumbs: { defaultProps: { expandText: 'Yolun tamamını göster' } },
  },
};
