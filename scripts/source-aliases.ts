/**
 * Inside this repo, `@carsi/sdk` and `@carsi/mocks` resolve to their sources (the SDK's package
 * exports point at its build). Vite and Vitest use these; tsconfig.json's `paths` say the same.
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
