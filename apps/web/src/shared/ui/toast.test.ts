import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATIONS, useToasts } from './toast.ts';

afterEach(() => vi.useRealTimers());

it('uses the spec durations and hides early on request', () => {
  expect(TOAST_DURATIONS).toEqual({ success: 1500, short: 3000, long: 8000, notice: 1500, wait: 9_999_000 });
  vi.useFakeTimers();
  const { result } = renderHook(() => useToasts());
  act(() => {
    showToast('Saved', 'success');
  });
  expect(result.current.map((toast) => toast.message)).toEqual(['Saved']);
  act(() => vi.advanceTimersByTime(1500));
  expect(result.current).toEqual([]);

  let hide = () => {};
  act(() => {
    hide = showToast('Please wait', 'wait');
  });
  act(() => vi.advanceTimersByTime(60_000));
  expect(result.current).toHaveLength(1);
  act(() => hide());
  expect(result.current).toEqual([]);
});
