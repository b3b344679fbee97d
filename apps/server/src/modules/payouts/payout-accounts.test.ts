import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { balanceMinorOf, ledgerSumOf, payoutMember, withdrawalLedger } from '../../test/payouts.ts';

const app = useTestApp({ limits: { withdrawalsPerMember: { limit: 50, windowSeconds: 3600 } } });

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  if (field) expect(response.json().value.field, response.body).toBe(field);
};

const account = (fields: object = {}) => ({
  kind: 'bank_account',
  institution: 'Meezan Bank',
  holderName: 'Ayesha Khan',
  accountNumber: '0101234567891234',
  ...fields,
});

describe('payout accounts', () => {
  it("lists the merchant's kinds with fees and the payee name; adds accounts shown masked in every answer", async () => {
    const member = await payoutMember(app());
    const empty = await member.get('/wallet/payout-accounts');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().value).toEqual({
      kinds: [
        { kind: 'bank_account', fixedFee: 1, percentFee: 0 },
        { kind: 'e_wallet', fixedFee: 0, percentFee: 1 },
      ],
      payeeName: 'Ayesha Khan',
      maxAccounts: 5,
      accounts: [],
    });
    const bank = await member.post(
      '/wallet/payout-accounts',
      account({ accountNumber: 'pk36 scbl 0000 0011 2345 6702' }),
    );
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().value).toMatchObject({
      kind: 'bank_account',
      institution: 'Meezan Bank',
      holderName: 'Ayesha Khan',
      maskedNumber: '****6702',
    });
    const wallet = await member.post(
      '/wallet/payout-accounts',
      account({
        kind: 'e_wallet',
        institution: 'JazzCash',
        holderName: '  ayesha   KHAN ',
        accountNumber: '0300-1234567',
      }),
    );
    expect(wallet.json().value).toMatchObject({ kind: 'e_wallet', maskedNumber: '****4567' });
    const listed = (await member.get('/wallet/payout-accounts')).json().value.accounts;
    expect(listed.map((item: { maskedNumber: string }) => item.maskedNumber).sort()).toEqual([
      '****4567',
      '****6702',
    ]);
    expect(JSON.stringify(listed)).not.toContain('0011');
    expect((await app().inject({ method: 'GET', url: api('/wallet/payout-accounts') })).statusCode).toBe(401);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const member = await payoutMember(app());
    expectCode(
      await member.post('/wallet/payout-accounts', account({ kind: 'card' })),
      400,
      'validation_error',
      'kind',
    );
    expectCode(
      await member.post('/wallet/payout-accounts', account({ accountNumber: '12-34' })),
      400,
      'payout_account_number_invalid',
      'accountNumber',
    );
    expectCode(
      await member.post(
        '/wallet/payout-accounts',
        account({ kind: 'e_wallet', accountNumber: 'ABC1234567' }),
      ),
      400,
      'payout_account_number_invalid',
      'accountNumber',
    );
    expectCode(
      await member.post('/wallet/payout-accounts', account({ holderName: 'Someone Else' })),
      400,
      'payout_holder_name_mismatch',
      'holderName',
    );
    expectCode(
      await member.post('/wallet/payout-accounts', account({ holderName: 'Ayesha\u0000Khan' })),
      400,
      'validation_error',
      'holderName',
    );
    expectCode(
      await member.post('/wallet/payout-accounts', account({ institution: '' })),
      400,
      'validation_error',
      'institution',
    );
    expect((await member.get('/wallet/payout-accounts')).json().value.accounts).toEqual([]);
  });

  it('needs a payee name, a kind the merchant offers, no duplicate and at most five accounts', async () => {
    const nameless = await payoutMember(app(), { payeeName: null });
    expect((await nameless.get('/wallet/payout-accounts')).json().value.payeeName).toBeNull();
    expectCode(await nameless.post('/wallet/payout-accounts', account()), 409, 'payee_name_required');

    const member = await payoutMember(app());
    await member.addAccount({ accountNumber: '0101234567891234' });
    expectCode(
      await member.post('/wallet/payout-accounts', account({ accountNumber: '0101 2345 6789 1234' })),
      409,
      'payout_account_exists',
      'accountNumber',
    );
    for (let index = 0; index < 4; index++) await member.addAccount({ accountNumber: `55500000${index}` });
    expectCode(
      await member.post('/wallet/payout-accounts', account({ accountNumber: '999999999' })),
      409,
      'payout_account_limit',
    );

    await putMerchant(app(), 'bankonly', {
      domains: ['bankonly.test'],
      config: { payouts: { kinds: [{ kind: 'bank_account', fixedFee: 0, percentFee: 0 }] } },
    });
    const elsewhere = await payoutMember(app(), { merchantCode: 'bankonly', credit: 500 });
    expect((await elsewhere.get('/wallet/payout-accounts')).json().value.kinds).toEqual([
      { kind: 'bank_account', fixedFee: 0, percentFee: 0 },
    ]);
    expectCode(
      await elsewhere.post(
        '/wallet/payout-accounts',
        account({ kind: 'e_wallet', accountNumber: '03001234567' }),
      ),
      400,
      'payout_kind_unavailable',
      'kind',
    );
    const free = await elsewhere.withdraw(100, await elsewhere.addAccount());
    expect(free.json().value).toMatchObject({ amount: 100, fee: 0 });
  });

  it('removes an unused account for good and keeps one a withdrawal names, hidden, on its records', async () => {
    const member = await payoutMember(app(), { credit: 1000 });
    const unused = await member.addAccount({ accountNumber: '11112222' });
    const used = await member.addAccount({ accountNumber: '33334444' });
    const withdrawal = await member.withdraw(100, used);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    expect((await member.del(`/wallet/payout-accounts/${unused}`)).statusCode).toBe(200);
    expect((await member.del(`/wallet/payout-accounts/${used}`)).statusCode).toBe(200);
    expectCode(await member.del(`/wallet/payout-accounts/${used}`), 404, 'not_found');
    expect((await member.get('/wallet/payout-accounts')).json().value.accounts).toEqual([]);
    const records = (await member.get('/wallet/withdrawals')).json().value.withdrawals;
    expect(records[0].destination).toEqual({
      id: used,
      kind: 'bank_account',
      institution: 'Meezan Bank',
      maskedNumber: '****4444',
    });
    // the same number may be added again once the old one is removed
    await member.addAccount({ accountNumber: '33334444' });
    const other = await payoutMember(app());
    expectCode(await other.del(`/wallet/payout-accounts/${unused}`), 404, 'not_found');
  });
});

describe('withdrawal requests', () => {
  it('charges the fee of the account kind on top, once, through one ledger row', async () => {
    const member = await payoutMember(app(), { credit: 1000 });
    const bank = await member.addAccount({ accountNumber: '12345678' });
    const ewallet = await member.addAccount({
      kind: 'e_wallet',
      institution: 'Easypaisa',
      accountNumber: '03451234567',
    });
    const byBank = await member.withdraw(200, bank);
    expect(byBank.json().value).toMatchObject({
      amount: 200,
      fee: 1,
      status: 'pending_review',
      destination: { id: bank, kind: 'bank_account', maskedNumber: '****5678' },
      completedAt: null,
      reason: null,
    });
    // 1% of 100.50 is 1.005, rounded up to the cent
    const byWallet = await member.withdraw(100.5, ewallet);
    expect(byWallet.json().value).toMatchObject({ amount: 100.5, fee: 1.01 });
    expect(await balanceMinorOf(app(), member.id)).toBe(100_000 - 20_100 - 10_151);
    expect(await withdrawalLedger(app(), byWallet.json().value.id)).toEqual([['withdrawal', -10_151]]);
    expect(await ledgerSumOf(app(), member.id)).toBe(await balanceMinorOf(app(), member.id));
  });

  it('refuses an account that is not a live one of the member, an amount out of range or beyond the balance', async () => {
    const member = await payoutMember(app(), { credit: 150 });
    const other = await payoutMember(app());
    const othersAccount = await other.addAccount();
    expectCode(await member.withdraw(100, othersAccount), 400, 'payout_account_not_found', 'payoutAccountId');
    const own = await member.addAccount();
    expectCode(await member.withdraw(99.99, own), 400, 'amount_out_of_range', 'amount');
    expectCode(await member.withdraw(150, own), 409, 'insufficient_balance', 'amount');
    expectCode(
      await member.post('/wallet/withdrawals', { amount: 100, paymentPassword: '246810' }),
      400,
      'validation_error',
      'payoutAccountId',
    );
    expect(await balanceMinorOf(app(), member.id)).toBe(15_000);
  });

  it('lets the member cancel one pending review: the held amount returns once, a second cancel is 409', async () => {
    const member = await payoutMember(app(), { credit: 500 });
    const accountId = await member.addAccount();
    const id = (await member.withdraw(300, accountId)).json().value.id;
    expect(await balanceMinorOf(app(), member.id)).toBe(50_000 - 30_100);
    const cancelled = await member.post(`/wallet/withdrawals/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value).toMatchObject({ id, status: 'cancelled' });
    expect(cancelled.json().value.completedAt).not.toBeNull();
    expectCode(
      await member.post(`/wallet/withdrawals/${id}/cancel`),
      409,
      'withdrawal_state_changed',
      'status',
    );
    expect(await balanceMinorOf(app(), member.id)).toBe(50_000);
    expect(await withdrawalLedger(app(), id)).toEqual([
      ['withdrawal', -30_100],
      ['withdrawal_return', 30_100],
    ]);
    const other = await payoutMember(app());
    expectCode(await other.post(`/wallet/withdrawals/${id}/cancel`), 404, 'not_found');
    const inbox = (await member.get('/messages/inbox')).json().value.list;
    expect(inbox[0]).toMatchObject({
      code: 'withdrawal_cancelled',
      params: { amount: '300.00', currency: 'USD' },
    });
  });

  it('two cancels at once: exactly one returns the money', async () => {
    const member = await payoutMember(app(), { credit: 500 });
    const id = (await member.withdraw(100, await member.addAccount())).json().value.id;
    const answers = await Promise.all([
      member.post(`/wallet/withdrawals/${id}/cancel`),
      member.post(`/wallet/withdrawals/${id}/cancel`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceMinorOf(app(), member.id)).toBe(50_000);
    expect(await ledgerSumOf(app(), member.id)).toBe(50_000);
  });
});
