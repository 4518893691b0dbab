/** `@carsi/sdk/client`: typed openapi-fetch clients for scripts and servers (no React). */
import type { paths as ContentPaths } from '../generated/content/paths.ts';
import type { paths as LivePaths } from '../generated/live/paths.ts';
import type { paths as MainPaths } from '../generated/main/paths.ts';
import { createServiceClient } from './create-client.ts';

export { unwrap } from './create-client.ts';
export type { ContentPaths, LivePaths, MainPaths };

export const createMainClient = () => createServiceClient<MainPaths>('main');
export const createContentClient = () => createServiceClient<ContentPaths>('content');
export const createLiveClient = () => createServiceClient<LivePaths>('live');
