import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import GameRecordScreen from './GameRecordScreen.tsx';

const record = (roundId: string, gameName: string, bet: number, win: number) => ({
  roundId,
  nodeId: '101',
  gameName,
  gameType: 'RNG',
  vendor: 'SANDBOX',
  betAmount: bet,
  winAmount: win,
  netAmount: win - bet,
  status: 'settled',
  betAt: '2026-03-01T09:00:00.000Z',
  settledAt: '2026-03-01T09:00:01.000Z',
});

const page = (records: unknown[], pageNum: number, totalPages: number) =>
  ok({
    records,
    pageNum,
    totalPages,
    totalCount: 3,
    totals: { count: 3, betAmount: 30, winAmount: 45.5, netAmount: 15.5 },
    currencyCode: 'PKR',
  });

const queries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.operation === 'getGameRecords')
    .map((call) => Object.fromEntries(new URL(call.path, 'http://test').searchParams));

describe('GameRecordScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for today in the member’s time zone, shows totals and rows, and loads more', async () => {
    signIn();
    const { calls } = mockApi({
      getGameRecords: (call) =>
        call.path.includes('pageNo=2')
          ? page([record('r3', 'Lucky Dragon', 10, 0)], 2, 2)
          : page([record('r1', 'Fortune Spin', 10, 25.5), record('r2', 'Gold Rush', 10, 20)], 1, 2),
    });
    const { user } = renderInApp(<GameRecordScreen />, { path: '/m/gameRecord' });
    const list = await screen.findByRole('list', { name: 'Betting records' });
    expect(queries(calls)[0]).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      utcOffset: String(-new Date().getTimezoneOffset()),
      pageNo: '1',
    });
    expect(queries(calls)[0]).not.toHaveProperty('gameType');
    const first = within(list).getByRole('listitem', { name: 'Fortune Spin' });
    expect(first).toHaveTextContent('10.00');
    expect(first).toHaveTextContent('25.50');
    expect(first).toHaveTextContent('15.50');
    expect(first).toHaveTextContent('Settled');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('3 bets');
    expect(totals).toHaveTextContent('30.00');
    expect(totals).toHaveTextContent('45.50');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('listitem', { name: 'Lucky Dragon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends the chosen period and category; an empty period says so', async () => {
    signIn();
    const { calls } = mockApi({ getGameRecords: page([], 1, 0) });
    const { user } = renderInApp(<GameRecordScreen />, { path: '/m/gameRecord' });
    expect(await screen.findByRole('heading', { name: 'No bets in this period' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'Live casino');
    await waitFor(() =>
      expect(queries(calls).at(-1)).toMatchObject({
        startDate: '2026-02-23',
        endDate: '2026-03-01',
        gameType: 'LIVE',
      }),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a range longer than the maximum without asking', async () => {
    signIn();
    const { calls } = mockApi({ getGameRecords: page([], 1, 0) });
    const { user } = renderInApp(<GameRecordScreen />, { path: '/m/gameRecord' });
    await screen.findByRole('heading', { name: 'No bets in this period' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a period of at most 90 days.');
    expect(queries(calls).some((query) => query.startDate === '2025-01-01')).toBe(false);
  });
});
