import type { Options, StylisPlugin } from '@emotion/cache';

/**
 * Properties the shop's browsers (the build's target, Vite's "baseline widely available": Chrome and
 * Edge 111, Firefox 114, Safari 16.4) still read only with a `-webkit-` prefix. Emotion's default
 * prefixer writes every rule for much older browsers as well (`display:-ms-flexbox`, `-webkit-box-align`
 * …): much of a rendered page's CSS, parsed by every phone and added by stylis on every new rule.
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'hyphens', 'mask', 'mask-image', 'box-decoration-break']);

/** Stylis' name for a declaration (`color:red;`) among the elements a plugin sees. */
const DECLARATION = 'decl';

/** Adds the `-webkit-` copy of a declaration whose property a supported browser reads only that way. */
export const webkitWhereStillNeeded: StylisPlugin = (element) => {
  if (element.type !== DECLARATION || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/** The shop's Emotion cache options, the same for the page renderer and the browser (class names and rules match). */
export const styleCacheOptions: Options = { key: 'css', stylisPlugins: [webkitWhereStillNeeded] };
