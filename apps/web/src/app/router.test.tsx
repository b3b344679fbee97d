import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { RouteLoadError, RouteSpinner } from './RouteLoadError.tsx';
import { Screens, screenReady } from './router.tsx';

const page = (
  <RouteLoadError>
    <Suspense fallback={<RouteSpinner />}>
      <Screens />
    </Suspense>
  </RouteLoadError>
);

describe('Screens', () => {
  it.each(['/', '/m', '/m/', '/m/index.html', '/m/home', '/m/no/such/page'])(
    '%s shows home',
    async (path) => {
      renderInApp(page, { path });
      // The first test also waits for the lobby's code to load.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Demo Casino lobby' }, { timeout: 5000 }),
      ).toBeInTheDocument();
    },
  );

  it('shows the screen of a path, aliases included, loading it on demand', async () => {
    renderInApp(page, { path: '/m/register.html' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Log in or register' })).toBeInTheDocument();
  });

  it('draws a screen whose code is ready at once, without the spinner first (the first screen)', async () => {
    await screenReady('/m/login');
    renderInApp(page, { path: '/m/login' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sends guests from the reward centre to login', async () => {
    const { pathname } = renderInApp(page, { path: '/m/rewardCenter' });
    await waitFor(() => expect(pathname()).toBe('/m/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});

describe('RouteLoadError', () => {
  it('logs a failed screen load and keeps the spinner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('chunk failed')));
    renderInApp(
      <RouteLoadError>
        <Suspense fallback={<RouteSpinner />}>
          <Broken />
        </Suspense>
      </RouteLoadError>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Route failed to load', expect.any(Error)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    logged.mockRestore();
  });
});
