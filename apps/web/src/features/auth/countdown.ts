import { AUTH_LIMITS } from '@lobby/contract';
import { useCallback, useEffect, useState } from 'react';

/** The spec's countdown tick; the button still shows whole seconds. */
export const COUNTDOWN_TICK_MS = 500;
/** Used when the server names no wait (spec §9: SMS countdown 60 s by default). */
export const DEFAULT_COUNTDOWN_SECONDS = AUTH_LIMITS.smsCountdownSeconds;

/** Whole seconds left until `endsAt`, rounded up, never below 0. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** How long the get-code button waits after a send: the server's resend wait, else its expiry, else 60 s. */
export function countdownSeconds(
  sent: { resendAfterSeconds?: number; expirationTime?: number; expiredMinutes?: number } | undefined,
  now: number,
): number {
  if (sent?.resendAfterSeconds !== undefined && sent.resendAfterSeconds > 0) return sent.resendAfterSeconds;
  if (sent?.expirationTime !== undefined && sent.expirationTime > now) {
    return secondsLeft(sent.expirationTime, now);
  }
  if (sent?.expiredMinutes !== undefined && sent.expiredMinutes > 0) return sent.expiredMinutes * 60;
  return DEFAULT_COUNTDOWN_SECONDS;
}

/** A per-second countdown, ticking every 500 ms; `seconds` is 0 when ready. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setSeconds(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((wait: number) => {
    setSeconds(Math.max(0, Math.ceil(wait)));
    setEndsAt(Date.now() + wait * 1000);
  }, []);
  return { seconds, start };
}
