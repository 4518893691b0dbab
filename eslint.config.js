// Lint: TypeScript rules plus the dependency rule of DESIGN.md (web → sdk, mocks → sdk, sdk → neither)
// and bulletproof-react's one-way flow inside web (app → features → shared; no feature → feature).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features gets its own zone, so a new feature is covered without editing this file.
const featuresDir = fileURLToPath(new URL('./web/src/features', import.meta.url));
const webFeatureZones = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name: feature }) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; lift shared code to components, hooks, lib or utils.',
  }));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'web/public/**', 'web/e2e/artifacts/**', '.tmp/**', 'test-results/**', 'playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './sdk', from: './web', message: 'The SDK is publishable on its own: it never imports the web app.' },
            { target: './sdk', from: './mocks', message: 'The SDK never imports the mocks.' },
            { target: './mocks', from: './web', message: 'Nothing imports the web app.' },
            { target: ['./mocks', './web'], from: './sdk/src', message: 'Import the SDK by its package name (@carsi/sdk/...), never by a path into sdk/src.' },
            { target: './web/src/features', from: './web/src/app', message: 'Code flows app → features, never back.' },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/utils', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code never imports features or the app.',
            },
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
);
