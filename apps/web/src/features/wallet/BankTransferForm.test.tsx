import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import VoucherCenterScreen from './VoucherCenterScreen.tsx';

const bankChannel = {
  channelId: 'bank_transfer',
  nameCode: 'wallet.channels.bank_transfer',
  minAmount: 10,
  maxAmount: 50000,
  presets: [],
  kind: 'bank_transfer',
  receivingAccounts: [{ bankName: 'Demo Bank', accountName: 'Lobby Demo Ltd', accountNumber: 'PK00DEMO01' }],
};

const pending = {
  id: '5f0c3a52-7a1e-4c51-9b7e-1d2c3b4a5e6f',
  channelId: 'bank_transfer',
  amount: 250,
  currencyCode: 'PKR',
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  confirmedAt: null,
  reference: 'TRX-1',
  rejectReason: null,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('bank-transfer deposit', () => {
  it('shows the receiving account, checks the receipt by content and sends amount, reference and receipt', async () => {
    signIn();
    let records = [] as object[];
    const { calls } = mockApi({
      getDepositChannels: ok({ channels: [bankChannel] }),
      getWallet: ok({ sumBalance: 10, currencyCode: 'PKR', currencySymbol: 'Rs' }),
      getDeposits: () => ok({ deposits: records }),
      createBankTransferDeposit: () => {
        records = [pending];
        return ok(pending);
      },
      getDeposit: ok(pending),
    });
    const { user } = renderInApp(<VoucherCenterScreen />, { path: '/m/voucherCenter' });
    const account = await screen.findByLabelText('Receiving account');
    expect(account).toHaveTextContent('PK00DEMO01');
    expect(within(account).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByLabelText('Transfer reference')).toHaveAccessibleDescription(
      'Enter the transfer reference.',
    );
    expect(screen.getByLabelText('Receipt image')).toHaveAccessibleDescription(
      'Attach the receipt of your transfer.',
    );

    const receipt = screen.getByLabelText('Receipt image');
    await user.upload(receipt, new File(['GIF89a'], 'receipt.png', { type: 'image/png' }));
    expect(receipt).toHaveAccessibleDescription('Only PNG or JPG images can be attached.');
    await user.upload(receipt, new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(receipt).toHaveAccessibleDescription('A PNG or JPG photo or screenshot, up to 5 MB.');

    await user.type(screen.getByLabelText('Deposit amount'), '250');
    await user.type(screen.getByLabelText('Transfer reference'), 'TRX-1');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/waiting for review/)).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'createBankTransferDeposit')?.body as FormData;
    expect([sent.get('amount'), sent.get('reference'), (sent.get('receipt') as File).name]).toEqual([
      '250',
      'TRX-1',
      'receipt.png',
    ]);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });
});
