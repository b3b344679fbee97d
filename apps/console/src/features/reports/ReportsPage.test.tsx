import type { ConsoleReconciliation, ConsoleReport } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ReconciliationPage } from './ReconciliationPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';

const header = {
  merchantCode: 'demo',
  merchantCodes: ['demo', 'other'],
  timezone: 'Asia/Karachi',
  currency: 'PKR',
  from: '2026-03-01',
  to: '2026-03-03',
};
const play = (betAmount: number, winAmount: number) => ({
  betCount: 2,
  betAmount,
  winAmount,
  grossGamingRevenue: betAmount - winAmount,
});
const byDay: ConsoleReport = {
  kind: 'ggr-by-day',
  ...header,
  total: 3,
  page: 1,
  pageSize: 3,
  rows: [
    { day: '2026-03-01', ...play(100, 40) },
    { day: '2026-03-02', ...play(2_500.5, 3_000) },
    { day: '2026-03-03', ...play(0, 0) },
  ],
};
const pnl = (page: number): ConsoleReport => ({
  kind: 'player-pnl',
  ...header,
  total: 150,
  page,
  pageSize: 100,
  rows: [
    {
      memberId: '00000000-0000-4000-8000-000000000001',
      username: page === 1 ? 'alice' : 'zed',
      betCount: 3,
      betAmount: 30,
      winAmount: 90,
      netAmount: 60,
    },
  ],
});
const DAYS = 'from=2026-03-01&to=2026-03-03';

afterEach(async () => {
  await setLanguage('en');
});

describe('reports page', () => {
  it('shows the report of the days in the address, with its chart and a sortable table', async () => {
    const calls = fakeApi({
      [`GET /console/reports/ggr-by-day?${DAYS}`]: () => ({ status: 200, value: byDay }),
    });
    const { user, history } = renderPage(
      <ReportsPage platform={false} />,
      `/reports?kind=ggr-by-day&${DAYS}`,
    );
    const table = await screen.findByRole('table', { name: 'GGR by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('2,500.50')).toBeInTheDocument();
    expect(within(table).getByText('-499.50')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Bets, wins and gross gaming revenue by day, chart of 2026-03-01 to 2026-03-03',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GGR by day' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/console/reports/ggr-by-day?${DAYS}`]);

    await user.click(within(table).getByRole('button', { name: /Gross gaming revenue/ }));
    expect(history.at(-1)).toContain('sort=grossGamingRevenue');
    expect(screen.getByRole('button', { name: /Export CSV|CSV/ })).toBeInTheDocument();
  });

  it("fills the days with the merchant's the server used when the address names none, its timezone said", async () => {
    const bonusCost = () => ({ status: 200, value: { ...byDay, kind: 'bonus-cost', rows: [] } });
    const calls = fakeApi({
      'GET /console/reports/bonus-cost': bonusCost,
      [`GET /console/reports/bonus-cost?${DAYS}`]: bonusCost,
    });
    const { user, history } = renderPage(<ReportsPage platform={false} />, '/reports?kind=bonus-cost');
    const from = await screen.findByDisplayValue('2026-03-01');
    expect(from).toHaveAccessibleName('From (day)');
    expect(from).toHaveAccessibleDescription('Merchant days in Asia/Karachi time.');
    expect(screen.getByLabelText('To (day)')).toHaveValue('2026-03-03');
    expect(calls.map((call) => call.path)).toEqual(['/console/reports/bonus-cost']);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(history.at(-1)).toBe(`/reports?kind=bonus-cost&${DAYS}`);
  });

  it('pages the player results and keeps the page in the address; a kind tab starts again', async () => {
    fakeApi({
      [`GET /console/reports/player-pnl?${DAYS}`]: () => ({ status: 200, value: pnl(1) }),
      [`GET /console/reports/player-pnl?${DAYS}&page=2`]: () => ({ status: 200, value: pnl(2) }),
      [`GET /console/reports/ggr-by-day?${DAYS}`]: () => ({ status: 200, value: byDay }),
    });
    const { user, history } = renderPage(
      <ReportsPage platform={false} />,
      `/reports?kind=player-pnl&${DAYS}`,
    );
    expect(await screen.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'zed' })).toBeInTheDocument();
    expect(history.at(-1)).toContain('page=2');
    await user.click(screen.getByRole('link', { name: 'GGR by day' }));
    expect(await screen.findByRole('table', { name: 'GGR by day' })).toBeInTheDocument();
    expect(history.at(-1)).not.toContain('page=');
  });

  it('shows the server refusing the range, translated, and is written in Chinese', async () => {
    fakeApi({
      'GET /console/reports/ggr-by-day?from=2026-03-05&to=2026-03-01': () => ({
        status: 400,
        code: 'date_range_invalid',
      }),
      [`GET /console/reports/ggr-by-day?${DAYS}`]: () => ({ status: 200, value: byDay }),
    });
    renderPage(<ReportsPage platform={false} />, '/reports?from=2026-03-05&to=2026-03-01');
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    await setLanguage('zh-CN');
    renderPage(<ReportsPage platform={false} />, `/reports?${DAYS}`);
    expect(await screen.findByRole('table', { name: '按日 GGR' })).toBeInTheDocument();
  });
});

describe('reconciliation page', () => {
  const answer: ConsoleReconciliation = {
    ...header,
    days: [
      {
        vendor: 'SBX',
        day: '2026-03-01',
        vendorRounds: 2,
        ledgerRounds: 3,
        vendorBetAmount: 10,
        vendorWinAmount: 5,
        ledgerBetAmount: 12,
        ledgerWinAmount: 5,
      },
    ],
    differences: [
      {
        vendor: 'SBX',
        day: '2026-03-01',
        roundId: 'round-removed-1',
        problem: 'missing_at_vendor',
        vendorBetAmount: null,
        vendorWinAmount: null,
        ledgerBetAmount: 2,
        ledgerWinAmount: 0,
      },
    ],
    differenceCount: 1,
    closes: [
      {
        day: '2026-03-01',
        openingAmount: 100,
        movements: { bet: -12, win: 5 },
        closingAmount: 93,
        entryCount: 4,
        closedAt: '2026-03-01T19:15:00.000Z',
      },
    ],
  };

  it("asks for the server's days when the address names none and shows them", async () => {
    fakeApi({ 'GET /console/reconciliation': () => ({ status: 200, value: answer }) });
    renderPage(<ReconciliationPage platform={false} />, '/reconciliation');
    await screen.findByRole('table', { name: 'Differences' });
    expect(screen.getByLabelText('From (day)')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To (day)')).toHaveValue('2026-03-03');
    expect(screen.getByLabelText('To (day)')).toHaveAccessibleDescription(
      'Merchant days in Asia/Karachi time.',
    );
  });

  it('lists the differences with their round ids, the rounds per day and the daily closes; vendor in the address', async () => {
    fakeApi({
      [`GET /console/reconciliation?${DAYS}`]: () => ({ status: 200, value: answer }),
      [`GET /console/reconciliation?${DAYS}&vendor=SBX`]: () => ({ status: 200, value: answer }),
    });
    const { user, history } = renderPage(<ReconciliationPage platform />, `/reconciliation?${DAYS}`);
    const differences = await screen.findByRole('table', { name: 'Differences' });
    expect(within(differences).getByText('round-removed-1')).toBeInTheDocument();
    expect(within(differences).getByText('Missing at the vendor')).toBeInTheDocument();
    const closes = screen.getByRole('table', { name: 'Daily closes' });
    expect(within(closes).getByText('bet -12.00, win 5.00')).toBeInTheDocument();
    expect(within(closes).getByText('93.00')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rounds per vendor and day' })).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant')).toHaveValue('demo');

    await user.type(screen.getByLabelText('Vendor (all when empty)'), 'SBX');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(history.at(-1)).toBe(`/reconciliation?${DAYS}&vendor=SBX`);
  });
});
