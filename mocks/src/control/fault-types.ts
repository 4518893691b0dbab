import type { ErrorCode } from '@carsi/sdk/main';
import { DEFAULT_WORLD, worldStorageKey } from '../worlds/names.ts';

/** What a fault does to a matching call. */
export const FAULT_KINDS = ['latency', 'error', 'unauthorized', 'hang', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Matches every operation. */
export const ALL_OPERATIONS = '*';

export interface FaultRule {
  /** An operationId of the contract, or `*` for every operation. */
  operationId: string;
  kind: FaultKind;
  /** latency: milliseconds added before the answer. */
  latencyMs?: number;
  /** error: the catalogue code to answer with. */
  code?: ErrorCode;
}

export const MAX_LATENCY_MS = 120_000;
/** Where the browser keeps the default world's faults between reloads (another world has its own key). */
export const FAULTS_STORAGE_KEY = worldStorageKey('faults', DEFAULT_WORLD);
/** Query-string parameter read by the browser worker at start. */
export const FAULTS_QUERY_PARAM = 'fault';
