/**
 * The shop's one door to the mock backend (mock mode only). entry.client.tsx and root.tsx load this
 * module behind the build-time `VITE_USE_MOCKS` flag, so a build for real services emits none of it;
 * the lint rule on `@carsi/mocks` (eslint.config.js) lets no other module of web/src import the mocks.
 */
import { startMockWorker } from '@carsi/mocks/browser';
import {
  ALL_OPERATIONS,
  DEFAULT_WORLD,
  FAULT_KINDS,
  FaultSpecError,
  MAX_LATENCY_MS,
  addFault,
  clearFaults,
  currentWorld,
  listFaults,
  onFaultsChange,
  resetAll,
  setFaults,
} from '@carsi/mocks/control';
import type { ComponentType } from 'react';
import type { MockControl } from '@/features/qa/api/mock-control.ts';

/** The mock backend in a service worker, answering before the app's first request. */
export const startMockBackend = (): Promise<void> => startMockWorker();

const control: MockControl = { ALL_OPERATIONS, DEFAULT_WORLD, FAULT_KINDS, FaultSpecError, MAX_LATENCY_MS, addFault, clearFaults, currentWorld, listFaults, onFaultsChange, resetAll, setFaults };

/** The QA panel (its code loads on its own, after the page) with the mock backend's control handed in. */
export async function loadQaPanel(): Promise<{ default: ComponentType }> {
  const { QaPanel } = await import('@/features/qa/components/qa-panel.tsx');
  return { default: () => <QaPanel control={control} /> };
}
