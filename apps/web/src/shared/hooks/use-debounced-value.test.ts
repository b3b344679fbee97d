import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('passes a new value on once it has settled for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'EN' },
    });
    expect(result.current).toBe('EN');
    rerender({ value: 'UR' });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('EN');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('UR');
  });
});
