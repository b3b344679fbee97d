import { useEffect, useRef } from 'react';
import { useInvalidateWallet } from '../wallet/index.ts';

/**
 * Reloads the balance once when the game screen goes away, however the player leaves it: the close
 * button, or the browser's or phone's Back.
 */
export function useInvalidateWalletOnLeave(): void {
  const invalidateWallet = useInvalidateWallet();
  const latest = useRef(invalidateWallet);
  useEffect(() => {
    latest.current = invalidateWallet;
  }, [invalidateWallet]);
  useEffect(() => () => latest.current(), []);
}
