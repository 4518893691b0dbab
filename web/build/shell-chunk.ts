import type { Plugin } from 'vite';

const CLIENT_ENTRY = /\/src\/app\/entry\.client\.tsx$/;

/** The modules every page starts from: the client entry, the root route and the shop's layout. */
const SHELL_ROOTS = [CLIENT_ENTRY, /\/src\/app\/root\.tsx(\?|$)/, /\/src\/app\/routes\/shop-layout\.tsx(\?|$)/];

/** A module that only re-exports whole modules (`export * from`): the SDK's entries. */
const STAR_BARREL = /^(\s*(\/\*[\s\S]*?\*\/|\/\/[^\n]*|export \* from ['"][^'"]+['"];?))*\s*$/;

/**
 * One chunk for what every page loads: the static import closure of the client entry, the root route
 * and the shop's layout. Left to the automatic splitting, those modules come as dozens of small shared
 * chunks, and on a phone's line each is a request queued behind the browser's six connections per
 * host, ahead of the page's own picture. Side-effect-free barrels are not followed into what they
 * re-export unless it is used (Rolldown's lazy barrels), so the shell holds little that a page skips.
 */
export function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'carsi-shell-chunk',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      shell.clear();
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => root.test(id)));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        const info = this.getModuleInfo(id);
        if (info && !(info.code !== null && STAR_BARREL.test(info.code))) pending.push(...info.importedIds);
      }
    },
  };
  // The entry itself stays out: it awaits the mock backend's chunk, which imports the shell, and a chunk
  // cannot finish loading while a module inside it awaits a chunk that imports it.
  return { plugin, isShellModule: (id) => shell.has(id) && !CLIENT_ENTRY.test(id) };
}
