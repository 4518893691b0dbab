import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../scripts/source-aliases.ts';

export default defineConfig({
  plugins: [react()],
  // `@carsi/sdk/*` and `@carsi/mocks/*` resolve to their sources inside this repo (one list for
  // Vite, Vitest and, via tsconfig paths, TypeScript).
  resolve: { alias: sourceAliases },
  // Scan every source up front, so the dependencies of lazy routes are pre-bundled at start-up
  // instead of forcing a reload the first time such a route opens.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/testing/**'] },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // Lets `npx vitest run` work from web/ as well; the root config's 'web' project is the same.
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
  },
});
