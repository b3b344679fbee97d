import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { navigateInApp } from '../shared/app-history.ts';
import { useScrollRestoration } from './scroll-restoration.ts';

it('starts a new page at the top and returns to the scroll of a page gone back to', async () => {
  window.history.replaceState(null, '', '/m/home');
  const scrollTo = vi.spyOn(window, 'scrollTo');
  renderHook(() => useScrollRestoration());
  expect(window.history.scrollRestoration).toBe('manual');

  window.scrollY = 640;
  act(() => navigateInApp('/m/notice'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  scrollTo.mockRestore();
});
