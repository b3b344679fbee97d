import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the login modal from anywhere (a feature that needs a member, before sending a guest away). */
export const openLoginDialog = (): void => publish(true);
export const closeLoginDialog = (): void => publish(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLoginDialogOpen = (): boolean => useSyncExternalStore(subscribe, () => open);
