/** Columns of a card grid: one on phones, two on tablets, three on wide screens. */
export const threeColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } as const;

/** A bare list (`<ul>`) laid out as a grid of cards in `threeColumns`. */
export const cardGridSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: threeColumns } as const;
