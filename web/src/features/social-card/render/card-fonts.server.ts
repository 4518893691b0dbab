import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff?url&inline';
import latin700 from '@fontsource/inter/files/inter-latin-700-normal.woff?url&inline';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url&inline';
import latinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff?url&inline';
import { dataUrlBytes } from '../utils/data-url.ts';

/** The two subsets under names of their own, and the layout's `fontFamily` naming both: satori takes a glyph missing from one family from the next in the list (it does not look further within one name). */
const LATIN = 'Inter';
const LATIN_EXT = 'Inter Latin Ext';
export const CARD_FONT = `${LATIN}, '${LATIN_EXT}'`;

/**
 * Inter (the @fontsource package's WOFF files; satori reads WOFF, not WOFF2) in its two subsets: "latin"
 * has ç ö ü ı, "latin-ext" has ğ ş İ and ₺.
 * The files are inlined into the server bundle (`?url&inline`), which runs wherever Node does, with no
 * node_modules beside it (vite.config.ts: the server bundle carries every dependency).
 */
export const cardFonts = [
  { name: LATIN, weight: 400 as const, style: 'normal' as const, data: dataUrlBytes(latin400) },
  { name: LATIN, weight: 700 as const, style: 'normal' as const, data: dataUrlBytes(latin700) },
  { name: LATIN_EXT, weight: 400 as const, style: 'normal' as const, data: dataUrlBytes(latinExt400) },
  { name: LATIN_EXT, weight: 700 as const, style: 'normal' as const, data: dataUrlBytes(latinExt700) },
];
