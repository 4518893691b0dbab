/**
 * Inside this repo, `@carsi/sdk` and `@carsi/mocks` resolve to their sources (the SDK's package
 * exports point at its build), and the web app's `@/` is its src/. Vite, Vitest, the import-cycle
 * check and source-resolve.ts use these; tsconfig.json's `paths` and eslint.config.js's resolver (plain JavaScript, so it
 * cannot import this file) say the same.
 */
import { fileURLToPath } from 'node:url';

const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const sourceAliases = [
  { find: /^@carsi\/sdk$/, replacement: at('sdk/src/index.ts') },
  { find: /^@carsi\/sdk\/(runtime|client)$/, replacement: at('sdk/src/$1/index.ts') },
  { find: /^@carsi\/sdk\/(main|main-models|content|live|schemas|verticals|sections)$/, replacement: at('sdk/src/$1.ts') },
  { find: /^@carsi\/mocks\/(browser|node)$/, replacement: at('mocks/src/$1.ts') },
  { find: /^@carsi\/mocks\/control$/, replacement: at('mocks/src/control/index.ts') },
];

/** The web app's `@/…`: a prefix and the folder it stands for (only web/src uses it). */
export const webSrc = { prefix: '@/', dir: at('web/src/') } as const;

/** `webSrc` as a Vite and Vitest alias. */
export const webSrcAlias = { find: new RegExp(`^${webSrc.prefix}`), replacement: webSrc.dir };
