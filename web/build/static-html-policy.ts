import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, staticHostHeadersFile, type BuildMode } from '../src/config/build-mode.ts';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

async function htmlFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The HTML a build writes once (the SPA's one file, the prerendered front doors) is served by static
 * hosts as it is, so React Router's inline scripts cannot carry a per-response nonce as the server's
 * pages do (app/entry.server.tsx): each file gets a CSP `<meta>` naming its own inline scripts by
 * hash, and the build a `_headers` file (Netlify, Cloudflare Pages) with the other security headers.
 */
export async function writeStaticHtmlPolicy(clientDir: string, mode: BuildMode): Promise<void> {
  for (const file of await htmlFilesIn(clientDir)) {
    const html = await readFile(file, 'utf8');
    const hashes = [...html.matchAll(inlineScript)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const policy = contentSecurityPolicy(mode, { forMeta: true, scriptSources: [...new Set(hashes)] });
    await writeFile(file, html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`));
  }
  await writeFile(join(clientDir, '_headers'), staticHostHeadersFile(mode, { metaPolicy: true }));
}
