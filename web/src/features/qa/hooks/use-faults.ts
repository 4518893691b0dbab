import { listFaults, onFaultsChange, type FaultRule } from '@carsi/mocks/control';
import { useSyncExternalStore } from 'react';

/** The mock backend's active faults, re-rendering whenever anything changes them. */
export function useFaults(): readonly FaultRule[] {
  return useSyncExternalStore(onFaultsChange, listFaults, listFaults);
}
