/** Content links are either app routes ("/pazar") or outside addresses (app stores). */
export const isAppRoute = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');
