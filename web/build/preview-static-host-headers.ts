/**
 * `vite preview` sends the headers the previewed build's own `_headers` file gives, as a static host
 * serving that folder does. Headers worked out from the environment at preview time would differ from
 * the build's whenever the two differ: a build for real services previewed without its service URLs got
 * `connect-src 'self'` and every call to the services was refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readStaticHostRules, staticHostHeadersFor } from '../src/config/build-mode.ts';

export function previewStaticHostHeaders(): Plugin {
  return {
    name: 'carsi-preview-static-host-headers',
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers');
      if (!existsSync(file)) {
        server.config.logger.warn(`${file} is missing: the preview sends no security headers.`);
        return;
      }
      const rules = readStaticHostRules(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(staticHostHeadersFor(rules, path))) response.setHeader(name, value);
        next();
      });
    },
  };
}
