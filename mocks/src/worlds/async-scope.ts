/**
 * Node's side of worlds/scope.ts: a call's world follows it across awaits (AsyncLocalStorage). The Node
 * entries (http-server.ts, node.ts) call it before answering; the browser build never loads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installWorldScope, type World } from './scope.ts';

export function useAsyncWorldScope(): void {
  installWorldScope(new AsyncLocalStorage<World>());
}
