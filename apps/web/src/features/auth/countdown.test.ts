import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, countdownSeconds, secondsLeft, useCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('rounds what is left up to whole seconds', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('waits the server’s resend time, else until expiry, else 60 s', () => {
    const now = 1_000_000;
    expect(countdownSeconds({ resendAfterSeconds: 45, expirationTime: now + 600_000 }, now)).toBe(45);
    expect(countdownSeconds({ expirationTime: now + 30_500 }, now)).toBe(31);
    expect(countdownSeconds({ expiredMinutes: 2 }, now)).toBe(120);
    expect(countdownSeconds(undefined, now)).toBe(60);
    expect(countdownSeconds({ resendAfterSeconds: 0 }, now)).toBe(60);
  });

  it('counts down per second on a 500 ms tick, then is ready again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.seconds).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });
});
