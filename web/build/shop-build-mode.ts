import { loadEnv } from 'vite';
import { resolveBuildMode, type BuildMode } from '../src/config/build-mode.ts';

const webDir = new URL('..', import.meta.url).pathname;

/**
 * The build mode of this run of React Router's CLI (`react-router build` or `dev`), from web/.env* and
 * the environment. react-router.config.ts decides `ssr` with it and app/routes.ts which routes exist, so
 * the two cannot disagree (a server-only route in a single-page build would fail React Router's check).
 */
export function shopBuildMode(): BuildMode {
  const command = process.argv.includes('build') ? 'build' : 'serve';
  const fileEnv = loadEnv(process.env.NODE_ENV === 'production' ? 'production' : 'development', webDir, 'VITE_');
  return resolveBuildMode(command, { ...fileEnv, ...process.env });
}
