import type { SystemStatus } from '@lobby/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../../test/fixtures.ts';
import { putPageData } from '../../test/page-data.ts';
import { StatusGate } from './StatusGate.tsx';

const envelope = (value: SystemStatus) =>
  new Response(JSON.stringify({ success: true, code: 'ok', value }), {
    headers: { 'Content-Type': 'application/json' },
  });

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <StatusGate>
        <p>The app</p>
      </StatusGate>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StatusGate', () => {
  it('shows the app and caches the status, sending the language header', async () => {
    const fetchMock = vi.fn(async () => envelope(makeStatus()));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/system/status',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-language': 'EN' }) }),
    );
    expect(JSON.parse(localStorage.getItem('lobby.system-status') ?? '{}').info.merchantCode).toBe('demo');
  });

  it("sets the merchant's colours on the page before the app shows, keeps them for the next visit, and clears them", async () => {
    const colours = {
      primary: '#c0152f',
      onPrimary: '#ffffff',
      accent: '#0a7d5a',
      onAccent: '#ffffff',
      hero: '#1d2b64',
      onHero: '#ffffff',
    };
    vi.stubGlobal('fetch', async () => envelope(makeStatus({ brand: { colours, logo: null } })));
    const { unmount } = renderGate();
    await screen.findByText('The app');
    const { style } = document.documentElement;
    expect(style.getPropertyValue('--color-primary')).toBe('#c0152f');
    expect(style.getPropertyValue('--color-on-gold')).toBe('#ffffff');
    expect(style.getPropertyValue('--gradient-hero')).toContain('#1d2b64');
    expect(JSON.parse(localStorage.getItem('lobby.brand') ?? '{}')['--color-primary']).toBe('#c0152f');
    unmount();

    vi.stubGlobal('fetch', async () => envelope(makeStatus()));
    localStorage.removeItem('lobby.system-status');
    renderGate();
    await screen.findByText('The app');
    expect(style.getPropertyValue('--color-primary')).toBe('');
    expect(localStorage.getItem('lobby.brand')).toBeNull();
  });

  it('shows the maintenance page', async () => {
    vi.stubGlobal('fetch', async () =>
      envelope(
        makeStatus(
          { maintenanceMessage: 'New games arrive tonight.' },
          { status: 1, statusReading: 'maintenance-first' },
        ),
      ),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.getByText('New games arrive tonight.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the restricted page with the client IP', async () => {
    vi.stubGlobal('fetch', async () =>
      envelope(makeStatus({}, { status: 2, statusReading: 'maintenance-first' })),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('renders from the cache at once while refreshing in the background', async () => {
    localStorage.setItem('lobby.system-status', JSON.stringify(makeStatus()));
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  const putStatusInPage = (status: SystemStatus) => putPageData('lobby-status', status);

  it('draws from the status in the page, keeps it, and does not ask again while the page is new', async () => {
    putStatusInPage(makeStatus({ merchantCode: 'from-page' }));
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('lobby.system-status') ?? '{}').info.merchantCode).toBe(
      'from-page',
    );
    expect(document.getElementById('lobby-status')).toBeNull();
  });

  it('asks at once when the page came back from the history, whose status may be old', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as PerformanceNavigationTiming,
    ]);
    putStatusInPage(makeStatus({ merchantCode: 'from-page' }));
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('shows the gate the status in the page gives at once: maintenance', async () => {
    putPageData('lobby-status', makeStatus({}, { status: 1, statusReading: 'maintenance-first' }));
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderGate();
    expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });

  it('without a cache, a failed fetch shows the service-error page, and retry recovers', async () => {
    let online = false;
    vi.stubGlobal('fetch', async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return envelope(makeStatus());
    });
    renderGate();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'Service unavailable' })).toBeInTheDocument();
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });
});
