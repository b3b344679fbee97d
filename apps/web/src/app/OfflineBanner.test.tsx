import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner.tsx';

const goOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => vi.restoreAllMocks());

it('announces politely while the device is offline and leaves when it is back', () => {
  render(<OfflineBanner aboveFooter />);
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
  goOnline(false);
  expect(region).toHaveTextContent("You're offline. We'll reconnect as soon as you're back.");
  goOnline(true);
  expect(region).toBeEmptyDOMElement();
});
