import { PLAYER_LIMIT_KINDS, PLAYER_LIMIT_PERIODS, type PlayerLimits } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../shared/session.ts';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import ResponsibleGamingScreen from './ResponsibleGamingScreen.tsx';

const PATH = '/m/responsibleGaming';

const noLimits: PlayerLimits = {
  coolingOffHours: 24,
  limits: PLAYER_LIMIT_KINDS.flatMap((kind) =>
    PLAYER_LIMIT_PERIODS.filter((period) => kind !== 'session' || period === 'day').map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      pending: null,
    })),
  ),
};

const totals = (days: number, fromDay: string, deposits: number, bets: number, wins: number) => ({
  days,
  fromDay,
  deposits,
  withdrawals: 10_000,
  bets,
  wins,
  net: wins - bets,
});

/** What the member's tools read when the screen opens. */
const memberApi = {
  getPlayerLimits: ok(noLimits),
  getRealityCheckSettings: ok({
    intervalMinutes: 0,
    chosenMinutes: null,
    merchantDefaultMinutes: 0,
    sessionStartedAt: null,
    nextCheckAt: null,
    due: false,
    playedSeconds: 0,
    netResult: 0,
    currency: 'PKR',
  }),
  getKycStatus: ok({ verified: false, documents: [] }),
  getActivityStatement: ok({
    currency: 'PKR',
    timezone: 'Asia/Karachi',
    periods: [
      totals(30, '2026-10-29', 123_450, 50_000, 20_000),
      totals(90, '2026-08-30', 523_450, 150_000, 170_025),
    ],
  }),
};

const toolHeadings = ['Time-out', 'Self-exclusion', 'Activity statement', 'Identity verification'];

describe('ResponsibleGamingScreen', () => {
  it('shows a guest the information, the minimum age and help, and the way to log in for the tools', async () => {
    mockApi();
    renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Play responsibly' })).toBeInTheDocument();
    expect(
      screen.getByText(/You must be 18 or older to open an account and play at Demo Casino/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'BeGambleAware' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/m/login?next=%2Fm%2FresponsibleGaming',
    );
    for (const name of toolHeadings) expect(screen.queryByRole('heading', { name })).toBeNull();
  });

  it('shows a trial account the information and age rule only, and asks for nothing of the tools', async () => {
    signIn(4, 'TRY123');
    const { calls } = mockApi();
    renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Tools that help you stay in control' })).toBeInTheDocument();
    expect(screen.getByText('These tools are for registered accounts. Register a real account to use them.'));
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    for (const name of toolHeadings) expect(screen.queryByRole('heading', { name })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a real member every tool', async () => {
    signIn();
    mockApi(memberApi);
    renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Deposit limits' })).toBeInTheDocument();
    for (const name of [...toolHeadings, 'Limits', 'Reality check'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Length of the break' })).toHaveValue('24h');
    expect(screen.getByRole('combobox', { name: 'Length of the exclusion' })).toHaveValue('6m');
  });

  it('leaves out the tools the merchant switched off, in the information too', async () => {
    signIn();
    mockApi(memberApi);
    const protectionTools = { limits: true, realityCheck: true, timeOut: false, selfExclusion: true };
    renderInApp(<ResponsibleGamingScreen />, { path: PATH, status: makeStatus({ protectionTools }) });
    expect(await screen.findByRole('heading', { name: 'Deposit limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Self-exclusion' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Time-out' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Length of the break' })).toBeNull();
    expect(screen.queryByText('Time-out', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Self-exclusion', { selector: 'dt' })).toBeInTheDocument();
  });

  it('renders the activity statement in the wallet currency, 30 and 90 days side by side', async () => {
    signIn();
    mockApi(memberApi);
    renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Activity statement' });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Last 30 days', 'Last 90 days']);
    expect(cells('Deposits')).toEqual(['Rs 1,234.50', 'Rs 5,234.50']);
    expect(cells('Withdrawals')).toEqual(['Rs 100.00', 'Rs 100.00']);
    expect(cells('Bets')).toEqual(['Rs 500.00', 'Rs 1,500.00']);
    expect(cells('Wins')).toEqual(['Rs 200.00', 'Rs 1,700.25']);
    expect(cells('Net result')).toEqual(['Rs -300.00', 'Rs 200.25']);
  });

  it('takes a time-out only after the confirmation, then shows the member logged out until its end', async () => {
    signIn();
    const endsAt = '2026-12-04T09:30:00.000Z';
    const { calls } = mockApi({
      ...memberApi,
      startTimeOut: ok({ kind: 'time_out', period: '7d', startedAt: '2026-11-27T09:30:00.000Z', endsAt }),
    });
    const { user } = renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Length of the break' }), '7d');
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }));

    const dialog = screen.getByRole('dialog', { name: 'Start your time-out now?' });
    expect(within(dialog).getByText('Length: 7 days')).toBeVisible();
    expect(within(dialog).getByText(/starts immediately.*cannot be undone or ended early/)).toBeVisible();
    expect(calls.some((call) => call.operation === 'startTimeOut')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Start time-out' }));

    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(endsAt),
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`You are logged out. Your time-out ends on ${until}.`);
    expect(notice).toHaveFocus();
    expect(calls.find((call) => call.operation === 'startTimeOut')?.body).toEqual({ period: '7d' });
    expect(readSession()).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Time-out' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Play responsibly' })).toBeInTheDocument();
  });

  it('starts nothing when the confirmation is cancelled', async () => {
    signIn();
    const { calls } = mockApi(memberApi);
    const { user } = renderInApp(<ResponsibleGamingScreen />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Start your self-exclusion now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.operation === 'startSelfExclusion')).toBe(false);
    expect(readSession()).toBeDefined();
  });
});
