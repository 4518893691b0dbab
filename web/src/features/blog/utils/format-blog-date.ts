const formatter = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "15 Eylül 2025" for an ISO date. */
export const formatBlogDate = (iso: string): string => formatter.format(new Date(iso));
