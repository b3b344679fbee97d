import { PLAYER_LIMIT_KINDS, PLAYER_LIMIT_PERIODS, type PlayerLimits } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api.ts';
import { signIn } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { LimitsSection } from './LimitsSection.tsx';

const limits = (due: boolean): PlayerLimits => ({
  coolingOffHours: 24,
  limits: PLAYER_LIMIT_KINDS.flatMap((kind) =>
    PLAYER_LIMIT_PERIODS.filter((period) => kind !== 'session' || period === 'day').map((period) =>
      kind === 'session'
        ? { kind, period, amount: 60, used: 12, pending: null }
        : kind === 'loss' && period === 'day'
          ? {
              kind,
              period,
              amount: 100,
              used: 25,
              pending: { amount: 200, dueAt: '2026-03-02T12:00:00.000Z', due },
            }
          : { kind, period, amount: null, used: 0, pending: null },
    ),
  ),
});

describe('LimitsSection', () => {
  it('shows a pending raise with its time and offers Confirm only when it is due', async () => {
    signIn();
    const { calls } = mockApi({
      getPlayerLimits: ok(limits(true)),
      confirmPlayerLimitChange: ok(limits(false)),
    });
    renderInApp(<LimitsSection />, { path: '/m/responsibleGaming' });
    const loss = (await screen.findByRole('heading', { name: 'Loss limits' })).closest('section');
    if (!loss) throw new Error('no loss card');
    expect(within(loss).getByRole('status')).toHaveTextContent('Change to 200.00 can be confirmed from');
    expect(within(loss).getByText('25.00 used of 100.00 in this period.')).toBeInTheDocument();
    await userEvent.click(within(loss).getByRole('button', { name: 'Confirm' }));
    await expect
      .poll(() => calls.find((call) => call.operation === 'confirmPlayerLimitChange')?.body)
      .toEqual({
        kind: 'loss',
        period: 'day',
      });
    await expect.poll(() => within(loss).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("saves a kind's three periods, an empty field as no limit", async () => {
    signIn();
    const { calls } = mockApi({ getPlayerLimits: ok(limits(false)), setPlayerLimits: ok(limits(false)) });
    renderInApp(<LimitsSection />, { path: '/m/responsibleGaming' });
    const deposit = (await screen.findByRole('heading', { name: 'Deposit limits' })).closest('section');
    if (!deposit) throw new Error('no deposit card');
    await userEvent.type(within(deposit).getByLabelText('Per week'), '500');
    await userEvent.click(within(deposit).getByRole('button', { name: 'Save limits' }));
    await expect
      .poll(() => calls.find((call) => call.operation === 'setPlayerLimits')?.body)
      .toEqual({
        limits: [
          { kind: 'deposit', period: 'day', amount: null },
          { kind: 'deposit', period: 'week', amount: 500 },
          { kind: 'deposit', period: 'month', amount: null },
        ],
      });
  });

  it('shows the session time limit in minutes played today', async () => {
    signIn();
    mockApi({ getPlayerLimits: ok(limits(false)) });
    renderInApp(<LimitsSection />, { path: '/m/responsibleGaming' });
    const session = (await screen.findByRole('heading', { name: 'Session time limit' })).closest('section');
    if (!session) throw new Error('no session card');
    expect(within(session).getByLabelText('Minutes of play per day')).toHaveValue('60');
    expect(within(session).getByText('12 of 60 minutes played today.')).toBeInTheDocument();
  });

  it("shows an operator's stricter limit and counts against the lower of the two", async () => {
    signIn();
    const answer = limits(false);
    answer.limits = answer.limits.map((limit) =>
      limit.kind === 'deposit' && limit.period === 'day' ? { ...limit, operatorAmount: 50, used: 20 } : limit,
    );
    mockApi({ getPlayerLimits: ok(answer) });
    renderInApp(<LimitsSection />, { path: '/m/responsibleGaming' });
    const deposit = (await screen.findByRole('heading', { name: 'Deposit limits' })).closest('section');
    if (!deposit) throw new Error('no deposit card');
    expect(within(deposit).getByLabelText('Per day')).toHaveValue('');
    expect(within(deposit).getByText('20.00 used of 50.00 in this period.')).toBeInTheDocument();
    expect(
      within(deposit).getByText(
        'Your operator has set a limit of 50.00 here; the lower of the two limits applies.',
      ),
    ).toBeInTheDocument();
  });
});
