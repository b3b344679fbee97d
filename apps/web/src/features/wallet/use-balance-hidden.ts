import { useCallback, useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

const CHANGE_EVENT = 'lobby:balance-hidden';

const readHidden = (): boolean => readStored(STORAGE_KEYS.balanceHidden) === '1';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether the member hid the balance (remembered on this device); the header and side menu share it. */
export function useBalanceHidden(): [hidden: boolean, toggle: () => void] {
  const hidden = useSyncExternalStore(subscribe, readHidden, readHidden);
  const toggle = useCallback(() => {
    writeStored(STORAGE_KEYS.balanceHidden, readHidden() ? null : '1');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [hidden, toggle];
}
