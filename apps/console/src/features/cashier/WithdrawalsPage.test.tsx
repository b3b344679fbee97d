import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { WithdrawalsPage } from './WithdrawalsPage.tsx';

const MEMBER = '5f0e9a52-1111-4a43-9d4e-6c2a8f3f0a11';
const OTHER = '5f0e9a52-3333-4a43-9d4e-6c2a8f3f0a11';
const session = (role = 'finance') => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const request = (extra: object = {}) => ({
  id: crypto.randomUUID(),
  memberId: MEMBER,
  memberUsername: 'bob',
  merchantCode: 'demo',
  amount: 500,
  fee: 1,
  heldAmount: 501,
  currencyCode: 'PKR',
  status: 'pending_review',
  payoutAccount: {
    id: crypto.randomUUID(),
    kind: 'bank_account',
    institution: 'HBL',
    holderName: 'Bob Khan',
    maskedNumber: '****6789',
  },
  createdAt: '2026-11-25T01:00:00.000Z',
  reviewedAt: null,
  reviewedByUsername: null,
  completedAt: null,
  reason: null,
  providerReference: null,
  ...extra,
});

const page = (list: object[], hasMore = false) => ({ status: 200, value: { list, page: 1, hasMore } });

const detail = (shown: ReturnType<typeof request>) => ({
  status: 200,
  value: {
    request: shown,
    member: {
      id: MEMBER,
      username: 'bob',
      payeeName: 'Bob Khan',
      balance: 1200,
      currencyCode: 'PKR',
      locked: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    ledger: [
      {
        id: 7,
        kind: 'withdrawal',
        reference: shown.id,
        amount: -501,
        balanceAfter: 1200,
        currencyCode: 'PKR',
        createdAt: '2026-11-25T01:00:00.000Z',
      },
    ],
    bets: [],
    deposits: [],
    withdrawals: [],
    linkedAccounts: [
      { id: OTHER, username: 'bobby', locked: true, shared: [{ kind: 'payeeName', value: 'Bob Khan' }] },
    ],
  },
});

describe('withdrawal queue', () => {
  it('lists the requests waiting for review; opening one shows the member, activity and linked accounts; approving sends the decision', async () => {
    const shown = request();
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/withdrawals?status=pending_review': () => page([shown]),
      [`GET /console/withdrawals/${shown.id}`]: () => detail(shown),
      [`POST /console/withdrawals/${shown.id}/review`]: () => ({
        status: 200,
        value: { ...shown, status: 'processing' },
      }),
    });
    const { user, history } = renderPage(<WithdrawalsPage />, '/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(within(table).getByRole('row', { name: /bob/ })).toHaveTextContent('Bank account ****6789');
    await user.click(screen.getByRole('button', { name: 'Open the withdrawal of bob' }));
    expect(history.at(-1)).toBe(`/withdrawals?open=${shown.id}`);
    const panel = await screen.findByRole('region', { name: 'Withdrawal request' });
    expect(await within(panel).findByText('Bob Khan', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('501.00 PKR')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('table', { name: 'Recent activity' })).getByText('withdrawal'),
    ).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('table', { name: 'Linked accounts' })).getByRole('link', {
        name: 'bobby',
      }),
    ).toHaveAttribute('href', `/members/${OTHER}`);

    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the withdrawal' });
    expect(dialog).toHaveTextContent('Pay 500.00 PKR to bob.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'approve' }),
    );
    expect(calls.find((call) => call.method === 'POST')?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('a rejection needs a reason; one that lost the race says someone else already decided', async () => {
    const shown = request();
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/withdrawals?status=pending_review': () => page([shown]),
      [`GET /console/withdrawals/${shown.id}`]: () => detail(shown),
      [`POST /console/withdrawals/${shown.id}/review`]: () => ({
        status: 409,
        code: 'withdrawal_state_changed',
      }),
    });
    const { user } = renderPage(<WithdrawalsPage />, `/withdrawals?open=${shown.id}`);
    const panel = await screen.findByRole('region', { name: 'Withdrawal request' });
    await user.click(await within(panel).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal' });
    expect(dialog).toHaveTextContent('501.00 PKR goes back to the balance');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'name does not match');
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else already decided this request',
    );
  });

  it('an unknown payout offers only Mark paid and Mark failed, each with a reason', async () => {
    const unknown = request({ status: 'unknown', providerReference: 'sbx-42' });
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/withdrawals?status=unknown': () => page([unknown]),
      [`GET /console/withdrawals/${unknown.id}`]: () => detail(unknown),
      [`POST /console/withdrawals/${unknown.id}/review`]: () => ({
        status: 200,
        value: { ...unknown, status: 'paid' },
      }),
    });
    const { user } = renderPage(<WithdrawalsPage />, `/withdrawals?status=unknown&open=${unknown.id}`);
    const panel = await screen.findByRole('region', { name: 'Withdrawal request' });
    expect(await within(panel).findByText(/The payout provider did not answer/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payout paid' });
    await user.type(within(dialog).getByLabelText('Reason'), 'provider statement 25 Nov');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        decision: 'mark_paid',
        reason: 'provider statement 25 Nov',
      }),
    );
  });

  it('support sees the request without decisions', async () => {
    const shown = request();
    fakeApi({
      'GET /console/session': () => session('support'),
      'GET /console/withdrawals?status=pending_review': () => page([shown]),
      [`GET /console/withdrawals/${shown.id}`]: () => detail(shown),
    });
    renderPage(<WithdrawalsPage />, `/withdrawals?open=${shown.id}`);
    const panel = await screen.findByRole('region', { name: 'Withdrawal request' });
    expect(await within(panel).findByText('Bob Khan', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the API for them', async () => {
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/withdrawals?status=pending_review': () => page([request()], true),
      'GET /console/withdrawals?status=pending_review&page=2': () => page([]),
      'GET /console/withdrawals?status=paid&minAmount=100&maxAmount=900.5&member=bo&kind=e_wallet': () =>
        page([]),
    });
    const { user, history } = renderPage(<WithdrawalsPage />, '/withdrawals');
    await screen.findByRole('table', { name: 'Withdrawals' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(history.at(-1)).toBe('/withdrawals?page=2');
    const form = screen.getByRole('form', { name: 'Withdrawal filters' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'paid');
    await user.selectOptions(within(form).getByLabelText('Account type'), 'e_wallet');
    await user.type(within(form).getByLabelText('Member'), ' bo ');
    await user.type(within(form).getByLabelText('Minimum amount'), '100');
    await user.type(within(form).getByLabelText('Maximum amount'), '900.5');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(history.at(-1)).toBe(
      '/withdrawals?status=paid&minAmount=100&maxAmount=900.5&member=bo&kind=e_wallet',
    );
    expect(await screen.findByText('No withdrawal requests match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      '/console/withdrawals?status=paid&minAmount=100&maxAmount=900.5&member=bo&kind=e_wallet',
    );
  });
});
