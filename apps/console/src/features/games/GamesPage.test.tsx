import type { ConsoleGame, ConsoleVendor } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { GamesPage } from './GamesPage.tsx';

const vendor = (overrides: Partial<ConsoleVendor> = {}): ConsoleVendor => ({
  code: 'PG',
  displayName: 'PG Soft',
  logoUrl: '/media/vendors/PG.svg',
  enabled: true,
  maintenance: null,
  inMaintenance: false,
  launchOrigin: null,
  gameCount: 2,
  enabledGameCount: 2,
  canSync: true,
  ...overrides,
});

const game = (nodeId: string, name: string): ConsoleGame => ({
  nodeId,
  gameCode: `code-${nodeId}`,
  name,
  vendor: 'PG',
  category: 'RNG',
  classification: 'Slots',
  enabled: true,
  hot: false,
  isNew: false,
  sortOrder: 10,
  iconUrl: '/media/games/x.svg',
  updatedAt: '2026-11-25T01:00:00.000Z',
});

const session = (role: string) => () => ({
  status: 200,
  value: {
    operator: { id: 'op-1', username: 'admin', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});
const page = (list: ConsoleGame[]) => () => ({
  status: 200,
  value: { list, page: 1, pageSize: 50, totalCount: list.length },
});

describe('games page', () => {
  it('switches selected games off in bulk with a reason, and keeps the filters in the address', async () => {
    const calls = fakeApi({
      'GET /console/session': session('content'),
      'GET /console/vendors': () => ({ status: 200, value: { list: [vendor()] } }),
      'GET /console/games': page([game('g1', 'Dragon Gold'), game('g2', 'Lucky Reels')]),
      'GET /console/games?vendor=PG': page([game('g1', 'Dragon Gold'), game('g2', 'Lucky Reels')]),
      'POST /console/games/changes': () => ({ status: 200, value: { updated: 2 } }),
    });
    const { user, history } = renderPage(<GamesPage />, '/games');
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(within(table).getByRole('row', { name: /Dragon Gold/ })).toBeInTheDocument();
    await user.selectOptions(screen.getAllByLabelText('Vendor')[0] as HTMLElement, 'PG');
    expect(history.at(-1)).toBe('/games?vendor=PG');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Dragon Gold' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lucky Reels' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByLabelText('Action'), 'disable');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch off: 2 games' });
    await user.type(within(dialog).getByLabelText('Reason (for the audit trail)'), 'licence ended');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ ids: ['g1', 'g2'], changes: { enabled: false }, reason: 'licence ended' });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it("lets no game be picked from the previous search's rows while a new search loads", async () => {
    let answerSearch: (answer: Answer) => void = () => {};
    fakeApi({
      'GET /console/session': session('content'),
      'GET /console/vendors': () => ({ status: 200, value: { list: [vendor()] } }),
      'GET /console/games': page([game('g1', 'Dragon Gold'), game('g2', 'Lucky Reels')]),
      'GET /console/games?name=Lucky': () =>
        new Promise<Answer>((resolve) => {
          answerSearch = resolve;
        }),
    });
    const { user } = renderPage(<GamesPage />, '/games');
    await screen.findByRole('table', { name: 'Games' });
    await user.type(screen.getByLabelText('Name or code'), 'Lucky');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select every game on this page' })).toBeDisabled(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Dragon Gold' })).toBeDisabled();

    answerSearch(page([game('g2', 'Lucky Reels')])());
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Dragon Gold' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select every game on this page' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Lucky Reels' })).toBeEnabled();
  });

  it("switches a vendor off and sets a maintenance window with the players' message", async () => {
    const calls = fakeApi({
      'GET /console/session': session('owner'),
      'GET /console/vendors': () => ({ status: 200, value: { list: [vendor()] } }),
      'GET /console/games': page([]),
      'PATCH /console/vendors/PG': (call) => ({ status: 200, value: vendor(call.body as object) }),
    });
    const { user } = renderPage(<GamesPage />, '/games');
    await user.click(await screen.findByRole('switch', { name: 'PG Soft on' }));
    const off = screen.getByRole('dialog', { name: 'Switch PG Soft off' });
    await user.type(within(off).getByLabelText('Reason (for the audit trail)'), 'contract paused');
    await user.click(within(off).getByRole('button', { name: 'Switch off' }));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      enabled: false,
      reason: 'contract paused',
    });

    await user.click(screen.getByRole('button', { name: 'Maintenance of PG Soft' }));
    const window = screen.getByRole('dialog', { name: 'Maintenance of PG Soft' });
    await user.type(within(window).getByLabelText('Ends'), '2030-01-01T12:00');
    await user.type(within(window).getByLabelText('Message to players'), 'Back at noon');
    await user.type(within(window).getByLabelText('Reason (for the audit trail)'), 'vendor upgrade');
    await user.click(within(window).getByRole('button', { name: 'Set maintenance' }));
    const sent = calls.filter((call) => call.method === 'PATCH').at(-1)?.body as {
      maintenance: { message: string; startsAt: null; endsAt: string };
    };
    expect(sent.maintenance).toMatchObject({ message: 'Back at noon', startsAt: null });
    expect(Date.parse(sent.maintenance.endsAt)).toBe(new Date('2030-01-01T12:00').getTime());
  });

  it('shows no switches, checkboxes or edit buttons to a reading role', async () => {
    fakeApi({
      'GET /console/session': session('auditor'),
      'GET /console/vendors': () => ({ status: 200, value: { list: [vendor()] } }),
      'GET /console/games': page([game('g1', 'Dragon Gold')]),
    });
    renderPage(<GamesPage />, '/games');
    await screen.findByRole('table', { name: 'Games' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Dragon Gold' })).toBeNull();
  });
});
