// Lint: TypeScript rules plus the dependency rule of docs/architecture.md#packages-and-the-dependency-rule
// (web → sdk, mocks → sdk, sdk → neither)
// and bulletproof-react's one-way flow inside web (app → features → shared; no feature → feature).
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
// Node runs this TypeScript module by its own type stripping: the aliases are declared once, there.
import { mocksSrc, webSrc } from '@carsi/tooling/source-aliases';

// `@/` means web/src; the SDK and the mocks never reach into the web app.
const noWebAlias = { regex: '^@/', message: '`@/` is the web app\'s alias; the SDK and the mocks never import the web app.' };
// Inside mocks/src a module two or more folders up is named by the alias, as the web app names its own.
const noDeepRelative = { regex: '^\\.\\./\\.\\./', message: 'Name a module two or more folders up by its place in mocks/src: `@mocks/…`.' };
const viewsApart = 'views/ and verticals/views/ meet only in mocks/src/commerce and mocks/src/shared.';
// `@mocks/` means mocks/src; everyone else imports the mocks by their package entries (@carsi/mocks/...).
const noMocksAlias = { regex: '^@mocks/', message: '`@mocks/` is the mocks\' own alias; import the mocks by their package entries (@carsi/mocks/...).' };

// The folders that may take the generated React Query hooks from the SDK; everything else in web/src imports
// them from there. Tests may use the SDK directly.
const sdkHookSeams = ['web/src/features/*/api/**', 'web/src/lib/api/**', 'web/src/testing/**', '**/*.test.{ts,tsx}'];
const sdkHooksOnlyInSeams = {
  regex: '^@carsi/sdk/(main|content|live)$',
  importNamePattern: '^use',
  message: 'Import SDK hooks from the feature\'s api/ folder: re-export or wrap the hook in web/src/features/<feature>/api/ (shared components, hooks and lib: web/src/lib/api/) and import it from there.',
};

// Every folder under web/src/features gets its own zone, so a new feature is covered without editing this file.
const featuresDir = `${webSrc.dir}features`;
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
    ignores: ['**/node_modules/**', '**/dist/**', 'web/.react-router/**', '**/generated/**', 'web/public/**', 'web/e2e/artifacts/**', '.tmp/**', 'test-results/**', 'playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js-like files by default; our sources are .ts/.tsx with explicit extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One resolver for every rule: Node resolution plus web's `@/` and the mocks' `@mocks/`, so the
      // zones below see through aliased imports exactly as Vite and TypeScript do. Import cycles are
      // `npm run lint`'s second step (scripts/lint/import-cycles.ts), which parses each module once
      // instead of again here.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], alias: { [webSrc.prefix.slice(0, -1)]: [webSrc.dir], [mocksSrc.prefix.slice(0, -1)]: [mocksSrc.dir] } }),
      ],
      // Builds and generated code are not ours to restructure.
      'import-x/ignore': ['/node_modules/', '/dist/', '/generated/'],
    },
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
            {
              target: ['./sdk', './mocks', './web', './openapi', './tooling', './orval.config.ts', './vitest.config.ts'],
              from: './scripts',
              message: 'Nothing imports scripts/ (the top floor): what configs, tests and packages share lives in tooling/ (@carsi/tooling).',
            },
            { target: './tooling', from: ['./scripts', './sdk', './mocks', './web', './openapi'], message: 'tooling/ is the ground floor: it imports no other part of the repo.' },
            { target: './web/src/features', from: './web/src/app', message: 'Code flows app → features, never back.' },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/utils', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code never imports features or the app.',
            },
            {
              // Inside the shared layer too the arrows point one way: components use hooks, lib and utils, never the reverse.
              target: ['./web/src/hooks', './web/src/lib', './web/src/utils', './web/src/config'],
              from: './web/src/components',
              message: 'Hooks, lib, utils and config never import components: move the shared type or function down to lib or utils.',
            },
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // jsx-a11y's recommended rules, from the maintained fork that runs on ESLint 10 (the original's peer
    // range stops at ESLint 9); its rules keep their names under the `jsx-a11y-x/` prefix.
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    // MUI's `component` prop names the element drawn (`<Stack component="form">` is checked as a form).
    settings: { 'jsx-a11y-x': { polymorphicPropName: 'component' } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The mock backend reaches the shop only in mock mode, through one module: app/mock-mode.tsx, which
    // entry.client.tsx and root.tsx load behind the build-time flag; it starts the worker and hands the
    // QA panel the mocks' control. Type-only imports are erased, so the panel may name the mocks' types.
    // Tests may use the mocks freely.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/mock-mode.tsx', 'web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@carsi/mocks',
              allowTypeImports: true,
              message: 'Only app/mock-mode.tsx imports the mock backend (the QA panel gets its control from there): a build for real services must not carry it.',
            },
          ],
        },
      ],
      // no-restricted-imports does not see `import()`, the way a module would reach the mocks lazily.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^@carsi\\/mocks/]', message: 'Only app/mock-mode.tsx imports the mock backend: a build for real services must not carry it.' },
      ],
    },
  },
  {
    files: ['sdk/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebAlias, noMocksAlias] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocksAlias] }],
    },
  },
  {
    // One seam per feature (issue 41): a component reads and writes through its feature's api/ folder (shared
    // code through lib/api/), so what a call needs around it (page sizes, `enabled`, toasts) is decided once.
    // Repeats noMocksAlias: a later object with the same rule replaces the earlier one for its files.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: sdkHookSeams,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocksAlias, sdkHooksOnlyInSeams] }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebAlias] }],
    },
  },
  {
    files: ['mocks/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebAlias, noDeepRelative] }],
    },
  },
  {
    // `npm run generate` starts the seed while Orval still writes the SDK's hooks and the mocks' handlers
    // (scripts/generate.ts): it may read generated code only through these two entries, and what it
    // imports is its start-up.
    files: ['mocks/src/db/seed/**/*.ts', 'mocks/src/verticals/config.ts', 'mocks/scripts/write-seed.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noWebAlias, noDeepRelative, { regex: '/generated/', message: 'The seed reads generated code only through @carsi/sdk/main-models and @carsi/sdk/verticals, which exist when it starts.' }],
          paths: [
            { name: '@carsi/sdk/main', message: 'The seed takes the contract\'s models from @carsi/sdk/main-models: @carsi/sdk/main loads every function and hook, which slows the seed step down.' },
            { name: '@carsi/sdk/schemas', message: 'The seed takes the verticals from @carsi/sdk/verticals: @carsi/sdk/schemas loads every zod schema.' },
          ],
        },
      ],
    },
  },
  // The marketplace's views and the sections' views stand side by side on the commerce core
  // (mocks/src/commerce) and the shared views (mocks/src/shared); neither imports the other.
  {
    files: ['mocks/src/views/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebAlias, noDeepRelative, { regex: '^(\\.\\./verticals|@mocks/verticals/views)/', message: viewsApart }] }],
    },
  },
  {
    files: ['mocks/src/verticals/views/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebAlias, noDeepRelative, { regex: '^@mocks/views/', message: viewsApart }] }],
    },
  },
);
