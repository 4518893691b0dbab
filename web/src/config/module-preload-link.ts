/**
 * The source, for the small start scripts written as text (config/prerender.ts, config/route-preload.ts),
 * that appends one `<link rel="modulepreload" crossorigin>` for the URL `href` evaluates to, under
 * `parent`: the link Vite writes itself, so its preload helper finds the chunk already asked for.
 */
export const appendModulePreloadSource = (href: string, parent: string): string =>
  `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${href};${parent}.appendChild(l);`;
