import type { AgentContract, AgentStatement } from '@lobby/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import DividendContractScreen from './DividendContractScreen.tsx';
import HourContractScreen from './HourContractScreen.tsx';
import SalaryContractScreen from './SalaryContractScreen.tsx';

const contract = (
  status: AgentContract['status'],
  kind: AgentContract['kind'] = 'salary',
): AgentContract => ({
  kind,
  requestId: 'r1',
  status,
  offeredBy: 'upline01',
  offeredAt: '2026-03-01T10:00:00.000Z',
  respondedAt: status === 'pending' ? null : '2026-03-02T10:00:00.000Z',
  terms:
    kind === 'salary'
      ? [
          { termCode: 'dailySalary', value: 50, unit: 'amount' },
          { termCode: 'minActiveMembers', value: 5, unit: 'members' },
        ]
      : [{ termCode: 'dividendRate', value: 15, unit: 'percent' }],
});

const ui = (screenElement: React.ReactElement) => (
  <>
    {screenElement}
    <Toaster />
  </>
);

describe('contract screens', () => {
  it('shows the terms and accepts; the status follows', async () => {
    signIn(1);
    const { calls } = mockApi({
      getAgentContract: ok(contract('pending')),
      respondAgentContract: ok(contract('accepted')),
    });
    const { user } = renderInApp(ui(<SalaryContractScreen />), { path: '/m/member/agent/getSalaryContract' });
    const card = await screen.findByRole('region', { name: 'Daily salary terms' });
    expect(card).toHaveTextContent('Waiting for your answer');
    expect(card).toHaveTextContent('Daily salary');
    expect(card).toHaveTextContent('Rs 50.00');
    expect(card).toHaveTextContent('5 members');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    const respond = calls.find((call) => call.operation === 'respondAgentContract');
    expect(respond?.params).toEqual({ kind: 'salary' });
    expect(respond?.body).toEqual({ decision: 'accept' });
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('declines only after confirming', async () => {
    signIn(1);
    const { calls } = mockApi({
      getAgentContract: ok(contract('pending', 'dividend')),
      respondAgentContract: ok(contract('declined', 'dividend')),
    });
    const { user } = renderInApp(ui(<DividendContractScreen />), {
      path: '/m/member/agent/getDevidendContract',
    });
    const card = await screen.findByRole('region', { name: 'Dividend terms' });
    expect(card).toHaveTextContent('15%');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const confirm = screen.getByRole('dialog', { name: 'Decline the contract' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operation === 'respondAgentContract')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Decline the contract' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'respondAgentContract')?.body).toEqual({
      decision: 'decline',
    });
  });

  it('says so when the contract was already answered elsewhere', async () => {
    signIn(1);
    mockApi({
      getAgentContract: ok(contract('pending')),
      respondAgentContract: refuse('contract_not_pending', 409),
    });
    const { user } = renderInApp(ui(<SalaryContractScreen />));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This contract has already been answered.')).toBeInTheDocument();
  });

  it('an approved contract shows its statement per period: turnover, net loss, tier, rate, pay, status', async () => {
    signIn(1);
    const line = (extra: Partial<AgentStatement>): AgentStatement => ({
      id: crypto.randomUUID(),
      kind: 'hourly',
      period: '2026-03-02T14',
      periodStart: '2026-03-02T09:00:00.000Z',
      periodEnd: '2026-03-02T10:00:00.000Z',
      basis: 'turnover',
      turnover: 1500,
      netLoss: 320.5,
      tier: 2,
      rate: 8,
      amount: 8,
      status: 'paid',
      paidAt: '2026-03-02T10:45:00.000Z',
      ...extra,
    });
    const { calls } = mockApi({
      getAgentContract: ok({ ...contract('approved', 'hourly'), terms: [] }),
      getAgentStatements: ok({
        list: [
          line({}),
          line({
            period: '2026-03-02T13',
            turnover: 90,
            netLoss: -10,
            tier: null,
            rate: 0,
            amount: 0,
            status: 'none',
          }),
        ],
        page: 1,
        hasMore: false,
      }),
    });
    renderInApp(ui(<HourContractScreen />), { path: '/m/member/agent/getHourContract' });
    const statement = await screen.findByRole('region', { name: 'Hourly salary statement' });
    const lines = await within(statement).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Mar 2, 2026, 02:00 PM to 03:00 PM');
    expect(lines[0]).toHaveTextContent('Team turnoverRs 1,500.00');
    expect(lines[0]).toHaveTextContent('Team net lossRs 320.50');
    expect(lines[0]).toHaveTextContent('Tier 2: Rs 8.00');
    expect(lines[0]).toHaveTextContent('Your payRs 8.00');
    expect(lines[0]).toHaveTextContent('Paid');
    expect(lines[1]).toHaveTextContent('Tier reachedNone');
    expect(lines[1]).toHaveTextContent('Nothing to pay');
    expect(calls.find((call) => call.operation === 'getAgentStatements')?.path).toMatch(/\?kind=hourly$/);

    await act(() => setLanguage('UR'));
    expect(await screen.findByRole('region', { name: 'فی گھنٹہ تنخواہ کا گوشوارہ' })).toHaveTextContent(
      'ادا شدہ',
    );
    await act(() => setLanguage('EN'));
  });

  it('a pending contract shows no statement yet', async () => {
    signIn(1);
    const { calls } = mockApi({ getAgentContract: ok(contract('pending')) });
    renderInApp(ui(<SalaryContractScreen />));
    await screen.findByRole('region', { name: 'Daily salary terms' });
    expect(screen.queryByRole('region', { name: 'Daily salary statement' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getAgentStatements')).toBe(false);
  });
});
