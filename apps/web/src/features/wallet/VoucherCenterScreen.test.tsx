import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import VoucherCenterScreen from './VoucherCenterScreen.tsx';

const channels = ok({
  channels: [
    {
      channelId: 'bank',
      nameCode: 'Bank transfer',
      minAmount: 100,
      maxAmount: 50000,
      presets: [100, 500, 1000],
    },
  ],
});
const deposit = (status: string) => ({
  id: '5f0c3a52-7a1e-4c51-9b7e-1d2c3b4a5e6f',
  channelId: 'bank',
  amount: 500,
  currencyCode: 'PKR',
  status,
  createdAt: '2026-03-01T10:00:00.000Z',
  confirmedAt: status === 'confirmed' ? '2026-03-01T10:00:02.000Z' : null,
});

const ui = (
  <>
    <VoucherCenterScreen />
    <Toaster />
  </>
);

describe('VoucherCenterScreen', () => {
  it('checks the channel’s limits before sending, naming the rule and its number', async () => {
    signIn();
    const { calls } = mockApi({
      getDepositChannels: channels,
      getWallet: ok({ sumBalance: 10, currencyCode: 'PKR', currencySymbol: 'Rs' }),
    });
    const { user } = renderInApp(ui, { path: '/m/voucherCenter' });
    const amount = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription('The minimum amount is 100.00.');
    await user.clear(amount);
    await user.type(amount, '50000.5');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription('The maximum amount is 50,000.00.');
    await user.clear(amount);
    await user.type(amount, '120.345');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription('Amounts go in steps of 0.01: use at most two decimals.');
    expect(calls.some((call) => call.operation === 'createDeposit')).toBe(false);
  });

  it('a preset deposit waits for confirmation, polling, then refreshes the balance', async () => {
    signIn();
    let polls = 0;
    let balance = 10;
    const { calls } = mockApi({
      getDepositChannels: channels,
      getWallet: () => ok({ sumBalance: balance, currencyCode: 'PKR', currencySymbol: 'Rs' }),
      createDeposit: ok(deposit('pending')),
      getDeposit: () => {
        polls += 1;
        if (polls < 2) return ok(deposit('pending'));
        balance = 510;
        return ok(deposit('confirmed'));
      },
    });
    const { user } = renderInApp(ui, { path: '/m/voucherCenter' });
    await user.click(await screen.findByRole('button', { name: '500.00' }));
    expect(screen.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'createDeposit')?.body).toEqual({
      channelId: 'bank',
      amount: 500,
    });
    expect(
      await screen.findByText('Deposit confirmed. Your balance has been updated.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Rs 510.00')).toBeInTheDocument());
  });

  it('shows a refusal on the amount field', async () => {
    signIn();
    mockApi({
      getDepositChannels: channels,
      createDeposit: refuse('amount_out_of_range', 400, { field: 'amount' }),
    });
    const { user } = renderInApp(ui, { path: '/m/voucherCenter' });
    const amount = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount is outside the allowed range.'),
    );
  });

  it('a trial account opening it directly gets the deposit refusal', async () => {
    signIn(4, 'guest_1');
    const { calls } = mockApi({ getDepositChannels: channels });
    renderInApp(ui, { path: '/m/voucherCenter' });
    expect(
      await screen.findAllByText('Please login an actual account to use this function.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Deposit amount' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getDepositChannels')).toBe(false);
  });
});
