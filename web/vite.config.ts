import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The SDK is consumed as the package `@carsi/sdk`; until its build exists these aliases point the
 * subpath entries at its sources. More specific entries come first (vite matches in order).
 */
const sdkAliases = [
  { find: /^@carsi\/sdk\/runtime$/, replacement: fromHere('../sdk/src/runtime/index.ts') },
  { find: /^@carsi\/sdk\/main$/, replacement: fromHere('../sdk/src/main.ts') },
  { find: /^@carsi\/sdk\/content$/, replacement: fromHere('../sdk/src/content.ts') },
  { find: /^@carsi\/sdk\/live$/, replacement: fromHere('../sdk/src/live.ts') },
  { find: /^@carsi\/sdk\/schemas$/, replacement: fromHere('../sdk/src/schemas.ts') },
  { find: /^@carsi\/sdk$/, replacement: fromHere('../sdk/src/index.ts') },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sdkAliases },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
  },
});
