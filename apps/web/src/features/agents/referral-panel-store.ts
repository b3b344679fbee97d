import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the referral panel from anywhere (footer invite item, gift popup, floating bar). */
export const openReferralPanel = (): void => publish(true);
export const closeReferralPanel = (): void => publish(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useReferralPanelOpen = (): boolean => useSyncExternalStore(subscribe, () => open);
