/**
 * Inside this repo, `@carsi/sdk` and `@carsi/mocks` resolve to their sources (the SDK's package
 * exports point at its build), the web app's `@/` is its src/ and the mocks' `@mocks/` is theirs.
 * Vite, Vitest, ESLint's resolver, the import-cycle check and source-resolve.ts use these;
 * tsconfig.json's `paths` (JSON, which imports nothing) says the same.
 */
import { fileURLToPath } from 'node:url';

const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The mocks' `@mocks/…`: a prefix and the folder it stands for (only mocks/ uses it). */
export const mocksSrc = { prefix: '@mocks/', dir: at('mocks/src/') } as const;

export const sourceAliases = [
  { find: /^@carsi\/sdk$/, replacement: at('sdk/src/index.ts') },
  { find: /^@carsi\/sdk\/(runtime|client)$/, replacement: at('sdk/src/$1/index.ts') },
  { find: /^@carsi\/sdk\/(main|main-models|content|live|schemas|verticals|sections)$/, replacement: at('sdk/src/$1.ts') },
  { find: /^@carsi\/mocks\/(browser|node)$/, replacement: at('mocks/src/$1.ts') },
  { find: /^@carsi\/mocks\/control$/, replacement: at('mocks/src/control/index.ts') },
  // The mocks' sources run in the web's mock mode, in Vitest and on plain Node alike, so their alias is everyone's.
  { find: new RegExp(`^${mocksSrc.prefix}`), replacement: mocksSrc.dir },
];

/** The web app's `@/…`: a prefix and the folder it stands for (only web/src uses it). */
export const webSrc = { prefix: '@/', dir: at('web/src/') } as const;

/** `webSrc` as a Vite and Vitest alias. */
export const webSrcAlias = { find: new RegExp(`^${webSrc.prefix}`), replacement: webSrc.dir };
