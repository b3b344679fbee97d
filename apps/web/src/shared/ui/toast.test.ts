import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATIONS, useToasts } from './toast.ts';

afterEach(() => vi.useRealTimers());

it('uses the spec durations and hides early on request', () => {
  expect(TOAST_DURATIONS).toEqual({ success: 1500, short: 3000, long: 8000, notice: 1500, wait: 9_999_000 });
  vi.useFakeTimers();
  const { result } = renderHook(() => useToasts());
  // Other test files' toasts may still be up (the store is shared): look at this test's own.
  const shown = () => result.current.map((toast) => toast.message);
  act(() => {
    showToast('Saved', 'success');
  });
  expect(shown()).toContain('Saved');
  act(() => vi.advanceTimersByTime(1500));
  expect(shown()).not.toContain('Saved');

  let hide = () => {};
  act(() => {
    hide = showToast('Please wait', 'wait');
  });
  act(() => vi.advanceTimersByTime(60_000));
  expect(shown()).toContain('Please wait');
  act(() => hide());
  expect(shown()).not.toContain('Please wait');
});
