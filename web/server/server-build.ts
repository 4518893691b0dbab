/** Where the host's page renderer is built and how long it waits: shared by the build and the host. */

/** The renderer's folder beside a built shop: `web/dist` → `web/dist-server`. */
export const serverDirOf = (shopDir: string): string => `${shopDir.replace(/[\\/]+$/, '')}-server`;

/** The built shop beside the renderer's folder: `web/dist-server` → `web/dist`. */
export const shopDirOfServer = (serverDir: string): string => serverDir.replace(/-server[\\/]*$/, '');

/** The modules of the renderer's build (`<name>.js` in its folder). */
export const serverEntries = { serve: 'server/serve.ts', 'render-page': 'src/app/prerender/render-page.tsx' } as const;

/**
 * How long a page drawn per request waits for the services' answers before the host sends the
 * client-rendered shell instead, which asks again and shows the shop's own loading and error states.
 */
export const REQUEST_ANSWER_DEADLINE_MS = 2_000;
