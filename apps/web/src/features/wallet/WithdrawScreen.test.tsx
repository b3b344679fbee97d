import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import WithdrawScreen from './WithdrawScreen.tsx';

const ACCOUNT = '6a1f0e52-1111-4a43-9d4e-6c2a8f3f0a11';
const WALLET = '6a1f0e52-2222-4a43-9d4e-6c2a8f3f0a11';

const withdrawal = (id: string, amount: number, status: string, extra: object = {}) => ({
  id,
  amount,
  fee: 1,
  currencyCode: 'PKR',
  status,
  destination: { id: ACCOUNT, kind: 'bank_account', institution: 'HBL', maskedNumber: '****6789' },
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  completedAt: null,
  reason: null,
  ...extra,
});

const overview = (hasPaymentPassword: boolean, withdrawals: object[] = []) =>
  ok({ hasPaymentPassword, minAmount: 100, maxAmount: 10000, withdrawals });

const bankAccount = {
  id: ACCOUNT,
  kind: 'bank_account',
  institution: 'HBL',
  holderName: 'Ali Khan',
  maskedNumber: '****6789',
  createdAt: '2026-03-01T00:00:00.000Z',
};

const payouts = (accounts: object[], payeeName: string | null = 'Ali Khan') =>
  ok({
    kinds: [
      { kind: 'bank_account', fixedFee: 1, percentFee: 0 },
      { kind: 'e_wallet', fixedFee: 0, percentFee: 1 },
    ],
    payeeName,
    maxAccounts: 5,
    accounts,
  });

const ui = (
  <>
    <WithdrawScreen />
    <Toaster />
  </>
);

describe('WithdrawScreen', () => {
  it('asks for a payment password first, then offers the withdrawal to the payout account', async () => {
    signIn();
    let hasPassword = false;
    const { calls } = mockApi({
      getWithdrawals: () => overview(hasPassword),
      listPayoutAccounts: payouts([bankAccount]),
      setPaymentPassword: () => {
        hasPassword = true;
        return ok(null);
      },
      createWithdrawal: ok(withdrawal('w3', 300, 'pending_review')),
    });
    const { user } = renderInApp(ui, { path: '/m/withdraw' });
    const password = await screen.findByLabelText('Payment password');
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(password).toHaveAccessibleDescription('Enter 6 digits.');
    await user.type(password, '6');
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(calls.find((call) => call.operation === 'setPaymentPassword')?.body).toEqual({
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });

    expect(await screen.findByRole('radio', { name: /HBL.*\*\*\*\*6789/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '300');
    const summary = screen.getByText('Fee').closest('dl');
    expect(summary).toHaveTextContent('Fee1.00');
    expect(summary).toHaveTextContent('Taken from your balance301.00');
    expect(summary).toHaveTextContent('You receive300.00');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'createWithdrawal')?.body).toEqual({
        amount: 300,
        payoutAccountId: ACCOUNT,
        paymentPassword: '123456',
      }),
    );
    expect(await screen.findByText('Withdrawal request sent for review.')).toBeInTheDocument();
  });

  it('adds a payout account of a chosen kind with the payee name as the holder, and removes one', async () => {
    signIn();
    let accounts: object[] = [];
    const wallet = {
      ...bankAccount,
      id: WALLET,
      kind: 'e_wallet',
      institution: 'JazzCash',
      maskedNumber: '****4567',
    };
    const { calls } = mockApi({
      getWithdrawals: overview(true),
      listPayoutAccounts: () => payouts(accounts),
      addPayoutAccount: () => {
        accounts = [wallet];
        return ok(wallet);
      },
      removePayoutAccount: () => {
        accounts = [];
        return ok(null);
      },
    });
    const { user } = renderInApp(ui, { path: '/m/withdraw' });
    expect(await screen.findByText('No payout account yet. Add one to withdraw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payout account' });
    await user.click(within(dialog).getByRole('button', { name: 'Mobile wallet' }));
    await user.type(within(dialog).getByLabelText('Wallet provider'), 'JazzCash');
    await user.type(within(dialog).getByLabelText('Wallet mobile number'), '03001234567');
    const holder = within(dialog).getByLabelText('Account holder name');
    expect(holder).toHaveValue('Ali Khan');
    expect(holder).toHaveAccessibleDescription('Must match your payee name: Ali Khan');
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'addPayoutAccount')?.body).toEqual({
        kind: 'e_wallet',
        institution: 'JazzCash',
        accountNumber: '03001234567',
        holderName: 'Ali Khan',
      }),
    );
    expect(await screen.findByRole('radio', { name: /JazzCash.*\*\*\*\*4567/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '250');
    expect(screen.getByText('Taken from your balance').nextElementSibling).toHaveTextContent('252.50');

    await user.click(screen.getByRole('button', { name: 'Remove account ****4567' }));
    expect(await screen.findByText('No payout account yet. Add one to withdraw.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'removePayoutAccount')?.path).toContain(WALLET);
  });

  it('without a payee name a payout account cannot be added yet', async () => {
    signIn();
    mockApi({ getWithdrawals: overview(true), listPayoutAccounts: payouts([], null) });
    renderInApp(ui, { path: '/m/withdraw' });
    expect(
      await screen.findByText('Set your payee name in the member centre before adding a payout account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add payout account' })).toBeDisabled();
  });

  it('shows each state in the records with Cancel while pending review; a wrong payment password on its field', async () => {
    signIn();
    const statuses = [
      'pending_review',
      'approved',
      'processing',
      'paid',
      'failed',
      'unknown',
      'rejected',
      'cancelled',
    ];
    const { calls } = mockApi({
      getWithdrawals: overview(
        true,
        statuses.map((status, index) =>
          withdrawal(
            `w${index}`,
            100 + index,
            status,
            status === 'rejected' ? { reason: 'Name does not match' } : {},
          ),
        ),
      ),
      listPayoutAccounts: payouts([bankAccount]),
      cancelWithdrawal: refuse('withdrawal_state_changed', 409, { field: 'status' }),
      createWithdrawal: refuse('payment_password_incorrect', 400, { field: 'paymentPassword' }),
    });
    const { user } = renderInApp(ui, { path: '/m/withdraw' });
    const list = await screen.findByRole('list', { name: 'Withdrawal requests' });
    for (const text of [
      'Pending review',
      'Approved',
      'Processing',
      'Paid',
      'Failed',
      'Being checked',
      'Rejected',
      'Cancelled',
      'Name does not match',
      'To Bank account \u2068****6789',
    ]) {
      expect(list).toHaveTextContent(text);
    }
    const cancels = within(list).getAllByRole('button', { name: /^Cancel the withdrawal of/ });
    expect(cancels).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel the withdrawal of 100.00' }));
    expect(
      await screen.findByText('This withdrawal has already moved on and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'cancelWithdrawal')?.path).toContain(
      '/wallet/withdrawals/w0/cancel',
    );

    await user.type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '300');
    const password = screen.getByLabelText('Payment password');
    await user.type(password, '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect.'));
  });
});
