import type { SystemStatus } from '@lobby/contract';
import { createContext, useContext } from 'react';

/** The merchant's status, present everywhere inside the gate. */
export const SystemStatusContext = createContext<SystemStatus | null>(null);

export function useSystemStatus(): SystemStatus {
  const status = useContext(SystemStatusContext);
  if (!status) throw new Error('useSystemStatus is only available inside <StatusGate>');
  return status;
}
