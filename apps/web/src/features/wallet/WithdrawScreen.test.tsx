import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import WithdrawScreen from './WithdrawScreen.tsx';

const overview = (hasPaymentPassword: boolean) =>
  ok({
    hasPaymentPassword,
    minAmount: 100,
    maxAmount: 10000,
    withdrawals: [
      {
        id: 'w1',
        amount: 250,
        currencyCode: 'PKR',
        status: 'pending_review',
        createdAt: '2026-03-01T10:00:00.000Z',
        reviewedAt: null,
      },
      {
        id: 'w2',
        amount: 1200.5,
        currencyCode: 'PKR',
        status: 'rejected',
        createdAt: '2026-02-01T10:00:00.000Z',
        reviewedAt: '2026-02-02T10:00:00.000Z',
      },
    ],
  });

const ui = (
  <>
    <WithdrawScreen />
    <Toaster />
  </>
);

describe('WithdrawScreen', () => {
  it('asks for a payment password first, then offers the withdrawal', async () => {
    signIn();
    let hasPassword = false;
    const { calls } = mockApi({
      getWithdrawals: () => overview(hasPassword),
      setPaymentPassword: () => {
        hasPassword = true;
        return ok(null);
      },
      createWithdrawal: ok({
        id: 'w3',
        amount: 300,
        currencyCode: 'PKR',
        status: 'pending_review',
        createdAt: '2026-03-02T00:00:00.000Z',
        reviewedAt: null,
      }),
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

    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '300');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'createWithdrawal')?.body).toEqual({
        amount: 300,
        paymentPassword: '123456',
      }),
    );
    expect(await screen.findByText('Withdrawal request sent for review.')).toBeInTheDocument();
  });

  it('shows a wrong payment password on its field, and the requests with their status', async () => {
    signIn();
    mockApi({
      getWithdrawals: overview(true),
      createWithdrawal: refuse('payment_password_incorrect', 400, { field: 'paymentPassword' }),
    });
    const { user } = renderInApp(ui, { path: '/m/withdraw' });
    const list = await screen.findByRole('list', { name: 'Withdrawal requests' });
    expect(list).toHaveTextContent('250.00');
    expect(list).toHaveTextContent('Pending review');
    expect(list).toHaveTextContent('1,200.50');
    expect(list).toHaveTextContent('Rejected');
    await user.type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '300');
    const password = screen.getByLabelText('Payment password');
    await user.type(password, '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect.'));
  });
});
