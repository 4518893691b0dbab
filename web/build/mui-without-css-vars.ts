import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` carry both kinds of theme: the plain one and the CSS-variables
 * one (createThemeWithVars, CssVarsProvider, the colour-scheme store and its inline script), and choose
 * at run time. The shop's theme asks for no CSS variables and no colour schemes (web/src/lib/theme.ts),
 * so a build gives both names their plain halves only: a smaller first load, and the same
 * theme object. Should a theme ever ask for CSS variables, the build's createTheme says so at once
 * instead of quietly making another theme.
 */
// The real path: the bundler resolves a linked node_modules to where it points.
const stylesDir = realpathSync(dirname(fileURLToPath(import.meta.resolve('@mui/material/styles'))));

/** The two modules replaced, by their resolved file, with the modules that replace them. */
const replacements = new Map<string, { id: string; code: string }>([
  [
    join(stylesDir, 'createTheme.mjs'),
    {
      id: '\0carsi:mui-create-theme',
      code: `import createThemeNoVars from ${JSON.stringify(join(stylesDir, 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('The shop is built without MUI CSS variables (web/build/mui-without-css-vars.ts): remove cssVariables/colorSchemes or that plugin.');
  }
  return createThemeNoVars(options, ...args);
}
`,
    },
  ],
  [
    join(stylesDir, 'ThemeProvider.mjs'),
    {
      id: '\0carsi:mui-theme-provider',
      // As MUI's own for a theme without CSS variables: `vars: null` keeps an outer theme's from leaking in.
      code: `import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from ${JSON.stringify(join(stylesDir, 'ThemeProviderNoVars.mjs'))};
export default function ThemeProvider({ theme, ...props }) {
  const plainTheme = useMemo(() => (typeof theme === 'function' || 'vars' in theme ? theme : { ...theme, vars: null }), [theme]);
  return jsx(ThemeProviderNoVars, { theme: plainTheme, ...props });
}
`,
    },
  ],
]);

export function muiWithoutCssVars(): Plugin {
  const codeById = new Map([...replacements.values()].map(({ id, code }) => [id, code]));
  return {
    name: 'carsi-mui-without-css-vars',
    apply: 'build',
    // Before Vite's own resolver, which otherwise settles imports between a package's files by itself.
    enforce: 'pre',
    resolveId: {
      filter: { id: /(^|\/)(createTheme|ThemeProvider)(\.mjs)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? (replacements.get(resolved.id)?.id ?? null) : null;
      },
    },
    load: {
      filter: { id: /^\0carsi:mui-/ },
      handler: (id) => codeById.get(id) ?? null,
    },
  };
}
