import type { Plugin } from 'vite';

/** The route exports React Router runs only on a server (its SERVER_ONLY_ROUTE_EXPORTS). */
const SERVER_ONLY = ['loader', 'action', 'middleware', 'headers'] as const;
const declared = new RegExp(`^export (?=(?:async function|function|const) (?:${SERVER_ONLY.join('|')})\\b)`, 'gm');
const otherForm = new RegExp(`^export\\s*\\{[^}]*\\b(?:${SERVER_ONLY.join('|')})\\b[^}]*\\}`, 'm');

/**
 * The same route modules make the server-rendered shop (real services) and the single-page shop (the
 * mock backend in the browser), and React Router refuses a `loader` or `headers` export in SPA mode. In
 * SPA mode those exports become module-private, and the bundler drops them as unused: what React
 * Router's own client build does to them, done before its check.
 */
export function spaWithoutServerExports(routesDir: string): Plugin {
  return {
    name: 'carsi-spa-without-server-exports',
    enforce: 'pre',
    transform: {
      filter: { id: new RegExp(`^${routesDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.tsx?$`) },
      handler(code, id) {
        if (otherForm.test(code)) throw new Error(`${id}: declare a route's ${SERVER_ONLY.join('/')} as \`export const\` or \`export function\` (spa-without-server-exports.ts reads only those forms).`);
        const changed = code.replace(declared, '');
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
