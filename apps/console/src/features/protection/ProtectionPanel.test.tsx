import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ProtectionPanel } from './ProtectionPanel.tsx';

const MEMBER = '0b9f6a1e-3c51-4c8e-9d39-5a8e1f0c2b7d';
const session = (role: string) => () => ({
  status: 200,
  value: {
    operator: { id: 'op-1', username: 'sam', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const limit = (kind: string, period: string, extra: object = {}) => ({
  kind,
  period,
  amount: null,
  operatorAmount: null,
  used: 0,
  pending: null,
  ...extra,
});

const protection = (operatorDeposit: number | null = null) => ({
  limits: {
    limits: [
      limit('deposit', 'day', { amount: 500, operatorAmount: operatorDeposit, used: 120 }),
      limit('loss', 'week', {
        amount: 300,
        pending: { amount: 600, dueAt: '2026-11-26T10:00:00.000Z', due: false },
      }),
      limit('session', 'day', { amount: 90, used: 30 }),
    ],
    coolingOffHours: 24,
  },
  operatorLimits:
    operatorDeposit === null
      ? []
      : [
          {
            kind: 'deposit',
            period: 'day',
            amount: operatorDeposit,
            reason: 'affordability',
            setBy: 'sam',
            setAt: '2026-11-25T10:00:00.000Z',
          },
        ],
  exclusions: [
    {
      id: '6a1e0b9f-3c51-4c8e-9d39-5a8e1f0c2b7d',
      memberId: MEMBER,
      memberUsername: 'alice',
      kind: 'time_out',
      period: '7d',
      startedAt: '2026-11-01T10:00:00.000Z',
      endsAt: '2026-11-08T10:00:00.000Z',
      reopensAt: null,
      active: false,
    },
  ],
  realityCheck: { intervalMinutes: 30, chosenMinutes: null, merchantDefaultMinutes: 30 },
  kyc: {
    verified: false,
    documents: [
      {
        id: '9d396a1e-3c51-4c8e-9d39-5a8e1f0c2b7d',
        kind: 'identity',
        status: 'pending',
        uploadedAt: '2026-11-24T10:00:00.000Z',
        reviewedAt: null,
        rejectReason: null,
      },
    ],
  },
});

describe('member protection panel', () => {
  it("shows the member's and the operator's limits, exclusions, reality check and KYC; the auditor only reads", async () => {
    fakeApi({
      'GET /console/session': session('auditor'),
      [`GET /console/members/${MEMBER}/protection`]: () => ({ status: 200, value: protection(100) }),
    });
    renderPage(<ProtectionPanel memberId={MEMBER} />);
    const limits = await screen.findByRole('table', { name: 'Limits' });
    const deposit = within(limits).getByRole('row', { name: /Deposit per day/ });
    expect(
      within(deposit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Deposit per day', '500.00', '100.00', '120.00', '—']);
    expect(within(limits).getByRole('row', { name: /Loss per week/ })).toHaveTextContent('600.00 from');
    expect(within(limits).getByRole('row', { name: /Play time per day/ })).toHaveTextContent('90 minutes');
    expect(screen.getByRole('list', { name: 'Operator limits in force' })).toHaveTextContent(
      'Deposit per day: set by sam (affordability)',
    );
    const exclusions = screen.getByRole('table', { name: 'Time-outs and self-exclusions' });
    expect(exclusions).toHaveTextContent('Time-out');
    expect(exclusions).toHaveTextContent('7 days');
    expect(exclusions).toHaveTextContent('Ended');
    expect(screen.getByText('Every 30 minutes (merchant default)')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Documents' })).toHaveTextContent(
      'Identity document: waiting for review',
    );
    expect(screen.queryByRole('form', { name: 'Set a stricter limit' })).not.toBeInTheDocument();
  });

  it('sets a stricter limit with a reason and the CSRF token; a looser one is refused in words', async () => {
    let answer: { status: number; code?: string; value?: unknown } = {
      status: 400,
      code: 'operator_limit_looser',
      value: { field: 'limits.0.amount', playerAmount: 500 },
    };
    const calls = fakeApi({
      'GET /console/session': session('support'),
      [`GET /console/members/${MEMBER}/protection`]: () => ({ status: 200, value: protection() }),
      [`PUT /console/members/${MEMBER}/limits`]: () => answer,
    });
    const { user } = renderPage(<ProtectionPanel memberId={MEMBER} />);
    const form = await screen.findByRole('form', { name: 'Set a stricter limit' });
    const submit = within(form).getByRole('button', { name: 'Set limit' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Amount'), '800');
    await user.type(within(form).getByLabelText('Reason'), '  affordability  ');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An operator limit cannot be looser than the member’s own limit.',
    );

    answer = { status: 200, value: protection(100) };
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('The limit is set.');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Deposit per day/ })).toHaveTextContent('100.00'),
    );
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent.map((call) => call.body)).toEqual([
      { limits: [{ kind: 'deposit', period: 'day', amount: 800 }], reason: 'affordability' },
      { limits: [{ kind: 'deposit', period: 'day', amount: 100 }], reason: 'affordability' },
    ]);
    expect(sent[0]?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('offers only a daily play-time limit in minutes', async () => {
    fakeApi({
      'GET /console/session': session('owner'),
      [`GET /console/members/${MEMBER}/protection`]: () => ({ status: 200, value: protection() }),
    });
    const { user } = renderPage(<ProtectionPanel memberId={MEMBER} />);
    const form = await screen.findByRole('form', { name: 'Set a stricter limit' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'session');
    expect(within(form).getByLabelText('Minutes per day')).toBeInTheDocument();
    expect(
      within(within(form).getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Day']);
  });
});
