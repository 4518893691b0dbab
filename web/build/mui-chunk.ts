/**
 * One chunk for the MUI that the pages of members and sellers draw with (the pages a visitor lands on are
 * plain CSS, and load it only with a part that needs it): the modules of MUI, Emotion
 * and their helpers that at least MUI_SHARE_COUNT of the build's entry chunks (route modules and parts
 * loaded on demand) import. The shell chunk (shell-chunk.ts) carries none of them since the shell is
 * plain CSS; left to the automatic splitting they came as dozens of small shared chunks (81 scripts on a
 * product page, 40 with this group), each a request queued behind the browser's six connections per
 * host on a phone's line. A page loads a few components of it that it does not draw.
 */
const MUI_RUNTIME = /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types|react-transition-group|@popperjs)[\\/]/;

/** Measured on 29 Nov: 8, 20, 30 and 45 gave product pages of 35, 39, 40 and 54 scripts (232, 229, 229 and 237 KB). */
const MUI_SHARE_COUNT = 20;

export const muiChunkGroup = { name: 'mui', test: MUI_RUNTIME, minShareCount: MUI_SHARE_COUNT };
