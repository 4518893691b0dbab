import type * as MockControlModule from '@carsi/mocks/control';
import { createContext, useContext } from 'react';

export type { FaultKind, FaultRule } from '@carsi/mocks/control';

/**
 * What the QA panel drives of the mock backend. The mock-mode entry (app/mock-mode.tsx) hands it in:
 * the panel imports the mocks' types only, so no code of the mock backend is reachable from here.
 */
export type MockControl = Pick<
  typeof MockControlModule,
  'ALL_OPERATIONS' | 'DEFAULT_WORLD' | 'FAULT_KINDS' | 'MAX_LATENCY_MS' | 'FaultSpecError' | 'addFault' | 'clearFaults' | 'currentWorld' | 'listFaults' | 'onFaultsChange' | 'resetAll' | 'setFaults'
>;

export const MockControlContext = createContext<MockControl | null>(null);

/** The mock backend's control given to the panel (QaPanel's `control`). */
export function useMockControl(): MockControl {
  const control = useContext(MockControlContext);
  if (!control) throw new Error('The QA panel needs the mock backend\'s control (QaPanel\'s `control` prop).');
  return control;
}
