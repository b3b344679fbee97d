import type { ConsoleDashboard, DashboardFigures } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const figures = (overrides: Partial<DashboardFigures> = {}): DashboardFigures => ({
  registrations: 3,
  firstDeposits: 2,
  depositCount: 4,
  depositAmount: 12_345.5,
  withdrawalCount: 1,
  withdrawalAmount: 100,
  activeMembers: 5,
  betCount: 40,
  betAmount: 2_000,
  winAmount: 1_250.25,
  grossGamingRevenue: 749.75,
  ...overrides,
});

const dashboard = (merchantCode: string, overrides: Partial<DashboardFigures> = {}): ConsoleDashboard => ({
  merchantCode,
  merchantCodes: ['demo', 'other'],
  timezone: 'Asia/Karachi',
  currency: 'USD',
  asOf: '2026-03-10T12:00:00.000Z',
  today: { from: '2026-03-10', to: '2026-03-10', figures: figures(overrides) },
  last7Days: { from: '2026-03-04', to: '2026-03-10', figures: figures({ registrations: 21 }) },
  pendingReviews: { withdrawals: 7, adjustments: 2 },
  series: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-02-${String(index + 9).padStart(2, '0')}`,
    ...figures({ depositAmount: index * 10 }),
  })).map((entry, index) =>
    index >= 20 ? { ...entry, day: `2026-03-${String(index - 19).padStart(2, '0')}` } : entry,
  ),
});

const card = (period: string, label: string) => {
  const section = screen.getByRole('region', { name: new RegExp(`^${period}`) });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('dashboard page', () => {
  it("shows today's and the last 7 days' figures with money as #,##0.00, and what waits for review", async () => {
    fakeApi({ 'GET /console/dashboard': () => ({ status: 200, value: dashboard('demo') }) });
    renderPage(<DashboardPage operatorName="admin" platform={false} />);
    expect(await screen.findByRole('heading', { name: 'Welcome, admin' })).toBeInTheDocument();
    await screen.findByRole('region', { name: /^Today/ });
    expect(card('Today', 'Deposits')).toHaveTextContent('12,345.50');
    expect(card('Today', 'Deposits')).toHaveTextContent('Number: 4');
    expect(card('Today', 'Gross gaming revenue')).toHaveTextContent('749.75');
    expect(card('Today', 'Registrations')).toHaveTextContent('3');
    expect(card('Last 7 days', 'Registrations')).toHaveTextContent('21');
    expect(card('Waiting for review now', 'Withdrawals to review')).toHaveTextContent('7');
    expect(card('Waiting for review now', 'Balance adjustments to approve')).toHaveTextContent('2');
    expect(screen.getByText(/Figures of demo in Asia\/Karachi time/)).toHaveTextContent(
      'Mar 10, 2026, 5:00 PM',
    );
    // A merchant's operator has no merchant to pick.
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
  });

  it('gives every chart a name and its figures as a table', async () => {
    fakeApi({ 'GET /console/dashboard': () => ({ status: 200, value: dashboard('demo') }) });
    const { user } = renderPage(<DashboardPage operatorName="admin" platform={false} />);
    const trend = await screen.findByRole('region', { name: 'Deposits and withdrawals' });
    expect(
      await within(trend).findByRole('img', { name: 'Deposits and withdrawals, chart of the last 30 days' }),
    ).toBeInTheDocument();
    await user.click(within(trend).getByText('Show the figures as a table'));
    const table = within(trend).getByRole('table', { name: 'Deposits and withdrawals' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Deposits', 'Withdrawals']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('10.00');
    for (const name of [
      'Bets, wins and gross gaming revenue',
      'Registrations, first deposits and active members',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('lets a platform operator pick the merchant, kept in the address', async () => {
    const calls = fakeApi({
      'GET /console/dashboard': () => ({ status: 200, value: dashboard('demo') }),
      'GET /console/dashboard?merchantCode=other': () => ({
        status: 200,
        value: dashboard('other', { registrations: 99 }),
      }),
    });
    const { user, history } = renderPage(<DashboardPage operatorName="root" platform />);
    const picker = await screen.findByLabelText('Merchant');
    expect(picker).toHaveValue('demo');
    await user.selectOptions(picker, 'other');
    expect(history.at(-1)).toBe('/?merchant=other');
    expect(await screen.findByText(/Figures of other/)).toBeInTheDocument();
    expect(card('Today', 'Registrations')).toHaveTextContent('99');
    expect(calls.map((call) => call.path)).toContain('/console/dashboard?merchantCode=other');
  });

  it('speaks Chinese and translates a refusal', async () => {
    await setLanguage('zh-CN');
    fakeApi({ 'GET /console/dashboard?merchantCode=x': () => ({ status: 403, code: 'forbidden' }) });
    renderPage(<DashboardPage operatorName="root" platform />, '/?merchant=x');
    expect(await screen.findByRole('alert')).not.toHaveTextContent('forbidden');
  });
});
