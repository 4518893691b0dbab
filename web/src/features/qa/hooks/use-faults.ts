import { useSyncExternalStore } from 'react';
import { useMockControl, type FaultRule } from '../api/mock-control.ts';

/** The mock backend's active faults, re-rendering whenever anything changes them. */
export function useFaults(): readonly FaultRule[] {
  const { listFaults, onFaultsChange } = useMockControl();
  return useSyncExternalStore(onFaultsChange, listFaults, listFaults);
}
