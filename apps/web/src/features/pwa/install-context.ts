import { createContext, useContext } from 'react';
import { detectInstallState, type InstallState } from './detect.ts';

/** Tests provide a value; the app detects its surroundings once, on first use. */
export const InstallContext = createContext<InstallState | null>(null);

let detected: InstallState | undefined;

export function useInstallState(): InstallState {
  const provided = useContext(InstallContext);
  if (provided) return provided;
  detected ??= detectInstallState();
  return detected;
}
