import type { SystemStatus } from '@lobby/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Footer, Header } from '../app/shell/index.ts';
import type { InstallState } from '../features/pwa/index.ts';
import { InstallContext } from '../features/pwa/index.ts';
import { navigateInApp, useAppLocation } from '../shared/app-history.ts';
import { SystemStatusContext } from '../shared/system-status.ts';
import { FrameHeaderContext } from '../shared/ui/FrameHeader.tsx';
import { makeStatus } from './fixtures.ts';

interface Options {
  path?: string;
  status?: SystemStatus;
  install?: Partial<InstallState>;
  /**
   * memory (default): an in-memory location. browser: the app's own location on the test window's history,
   * for what needs real history (the back arrow going one step back).
   */
  history?: 'memory' | 'browser';
  /** Renders the app frame's footer after `ui`, for what a screen changes in it (unread counts, invite). */
  footer?: boolean;
}

interface Location {
  hook: BaseLocationHook;
  navigate: (to: string) => void;
  pathname: () => string;
}

function memory(path: string): Location {
  const location = memoryLocation({ path, record: true });
  return {
    hook: location.hook,
    navigate: location.navigate,
    pathname: () => (location.history.at(-1) ?? '').split('?')[0] ?? '',
  };
}

function browser(path: string): Location {
  window.history.replaceState(null, '', path);
  return { hook: useAppLocation, navigate: navigateInApp, pathname: () => window.location.pathname };
}

/**
 * Renders inside the app's contexts and a router at `path`. `pathname()` tells where navigation went;
 * `navigate(to)` navigates as the app would.
 */
export function renderInApp(
  ui: ReactElement,
  { path = '/m/home', status = makeStatus(), install = {}, history = 'memory', footer = false }: Options = {},
) {
  const installState: InstallState = {
    platform: 'android',
    installed: false,
    nativeShell: false,
    ...install,
  };
  const location = history === 'browser' ? browser(path) : memory(path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <SystemStatusContext.Provider value={status}>
          <InstallContext.Provider value={installState}>
            <FrameHeaderContext.Provider value={Header}>
              {ui}
              {footer ? <Footer menuOpen={false} onToggleMenu={() => undefined} /> : null}
            </FrameHeaderContext.Provider>
          </InstallContext.Provider>
        </SystemStatusContext.Provider>
      </Router>
    </QueryClientProvider>,
  );
  const navigate = (to: string) => act(() => location.navigate(to));
  return { ...result, user, navigate, pathname: location.pathname };
}
