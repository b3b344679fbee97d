import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { depositChannelTurnover, ledgerEntries, merchants, wallets } from '../../db/schema.ts';
import { api, bearer, createMember, login, trialHeaders } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { JPEG, PNG, sendForm } from '../../test/multipart-form.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const PASSWORD = 'secret-pass-1';
let next = 1;

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  if (field) expect(response.json().value.field, response.body).toBe(field);
};

const receipt = (bytes: Buffer = PNG, type = 'image/png') => ({
  field: 'receipt',
  filename: 'receipt.png',
  type,
  bytes,
});

/** A new real member with a session (of `merchant` when given). */
async function member(merchantHeaders: Record<string, string> = {}) {
  const username = `btpayer${next++}`;
  const created = await createMember(app(), { username, password: PASSWORD }, merchantHeaders);
  const { token } = await login(app(), username, PASSWORD, { headers: merchantHeaders });
  const headers = { ...bearer(token), ...merchantHeaders };
  const transfer = (fields: Record<string, string>, files = [receipt()]) =>
    sendForm(app(), 'POST', '/wallet/deposits/bank-transfer', headers, fields, files);
  const get = (path: string) => app().inject({ method: 'GET', url: api(path), headers });
  return { id: created.id, username, headers, transfer, get };
}

async function pendingDeposit(amount = 250.5) {
  const payer = await member();
  const response = await payer.transfer({ amount: String(amount), reference: 'TRX-0001' });
  expect(response.statusCode, response.body).toBe(200);
  return { payer, deposit: response.json().value as { id: string; status: string } };
}

const review = (caller: ConsoleCaller, id: string, body: object) =>
  caller.write('POST', `/console/deposits/${id}/review`, body);

const balanceOf = async (memberId: string) => {
  const [wallet] = await app().db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.balanceMinor ?? 0;
};

const ledgerRowsOf = (reference: string) =>
  app().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));

describe('bank-transfer deposits (member side)', () => {
  it("lists the merchant's receiving account as a bank-transfer channel", async () => {
    const payer = await member();
    const { channels } = (await payer.get('/wallet/deposit-channels')).json().value;
    expect(channels).toContainEqual(
      expect.objectContaining({
        channelId: 'bank_transfer',
        kind: 'bank_transfer',
        receivingAccounts: [expect.objectContaining({ bankName: 'Demo Bank' })],
      }),
    );
  });

  it('takes amount, reference and a png or jpeg receipt as a pending deposit, shown in the records', async () => {
    const payer = await member();
    const png = await payer.transfer({ amount: '100', reference: 'REF 1' });
    expect(png.json().value).toMatchObject({
      channelId: 'bank_transfer',
      amount: 100,
      status: 'pending',
      reference: 'REF 1',
      rejectReason: null,
    });
    const jpeg = await payer.transfer({ amount: '20.25', reference: 'REF 2' }, [receipt(JPEG, 'image/jpeg')]);
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const { deposits } = (await payer.get('/wallet/deposits')).json().value;
    expect(
      deposits.map((deposit: { reference: string; status: string }) => [deposit.reference, deposit.status]),
    ).toEqual([
      ['REF 2', 'pending'],
      ['REF 1', 'pending'],
    ]);
    expect(await balanceOf(payer.id)).toBe(0);
  });

  it('answers bad input with 400 on the field and stores nothing', async () => {
    const payer = await member();
    const cases: [Record<string, string>, ReturnType<typeof receipt>[], string, string][] = [
      [
        { amount: '100', reference: 'ok' },
        [receipt(Buffer.from('GIF89a not an image we take'), 'image/png')],
        'image_type_not_allowed',
        'receipt',
      ],
      [{ amount: '100', reference: 'bad\u0000ref' }, [receipt()], 'validation_error', 'reference'],
      [{ amount: 'abc', reference: 'ok' }, [receipt()], 'validation_error', 'amount'],
      [{ amount: '10.001', reference: 'ok' }, [receipt()], 'validation_error', 'amount'],
      [{ amount: '-5', reference: 'ok' }, [receipt()], 'validation_error', 'amount'],
      [{ amount: '5', reference: 'ok' }, [receipt()], 'amount_out_of_range', 'amount'],
      [{ amount: '100', reference: 'ok' }, [], 'validation_error', 'receipt'],
      [{ amount: '100', reference: 'ok' }, [receipt(), receipt()], 'too_many_images', 'receipt'],
    ];
    for (const [fields, files, code, field] of cases)
      expectCode(await payer.transfer(fields, files), 400, code, field);
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectCode(
      await payer.transfer({ amount: '100', reference: 'ok' }, [receipt(tooLarge)]),
      413,
      'image_too_large',
      'receipt',
    );
    expect((await payer.get('/wallet/deposits')).json().value.deposits).toEqual([]);
  });

  it('refuses trial accounts with 403 deposit_refused', async () => {
    const headers = await trialHeaders(app());
    const response = await sendForm(
      app(),
      'POST',
      '/wallet/deposits/bank-transfer',
      headers,
      {
        amount: '100',
        reference: 'x',
      },
      [receipt()],
    );
    expectCode(response, 403, 'deposit_refused');
  });

  it('is not offered by a merchant without receiving accounts', async () => {
    await putMerchant(app(), 'btnobank', { domains: ['btnobank.test'] });
    await app()
      .db.update(merchants)
      .set({ config: sql`${merchants.config} - 'bankTransfer'` })
      .where(eq(merchants.code, 'btnobank'));
    const headers = { 'x-merchant-code': 'btnobank' };
    const payer = await member(headers);
    const { channels } = (await payer.get('/wallet/deposit-channels')).json().value;
    expect(channels.map((channel: { channelId: string }) => channel.channelId)).not.toContain(
      'bank_transfer',
    );
    expectCode(await payer.transfer({ amount: '100', reference: 'x' }), 400, 'channel_not_found');
  });
});

describe('the console deposit queue', () => {
  it('lists deposits with filters, serves the receipt to those allowed, and hides other merchants', async () => {
    const { payer, deposit } = await pendingDeposit(321.45);
    const support = await operatorSession(app(), 'support');
    const page = (await support.get(`/console/deposits?member=${payer.username.toUpperCase()}`)).json().value;
    expect(page.list).toEqual([
      expect.objectContaining({
        id: deposit.id,
        memberUsername: payer.username,
        amount: 321.45,
        status: 'pending',
        reference: 'TRX-0001',
        receiptPath: `/console/deposits/${deposit.id}/receipt`,
      }),
    ]);
    const ids = async (query: string) =>
      (await support.get(`/console/deposits?member=${payer.id}&${query}`))
        .json()
        .value.list.map((item: { id: string }) => item.id);
    expect(await ids('status=pending&channelId=bank_transfer')).toEqual([deposit.id]);
    expect(await ids('status=confirmed')).toEqual([]);
    expect(await ids('minAmount=321.45&maxAmount=400')).toEqual([deposit.id]);
    expect(await ids('minAmount=321.46')).toEqual([]);
    expect(await ids('from=2000-01-01&to=2999-12-31')).toEqual([deposit.id]);
    expect(await ids('to=2000-01-01')).toEqual([]);
    expectCode(await support.get('/console/deposits?minAmount=abc'), 400, 'validation_error', 'minAmount');
    expectCode(await support.get('/console/deposits?member=a%00b'), 400, 'validation_error', 'member');
    expectCode(
      await support.get('/console/deposits?minAmount=9&maxAmount=8'),
      400,
      'validation_error',
      'maxAmount',
    );

    const image = await support.get(`/console/deposits/${deposit.id}/receipt`);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const content = await operatorSession(app(), 'content');
    expectCode(await content.get(`/console/deposits/${deposit.id}/receipt`), 403, 'forbidden');
    expectCode(await content.get('/console/deposits'), 403, 'forbidden');

    await putMerchant(app(), 'btother', { domains: ['btother.test'] });
    const other = await operatorSession(app(), 'owner', 'btother');
    expect((await other.get(`/console/deposits?member=${payer.id}`)).json().value.list).toEqual([]);
    expectCode(await other.get(`/console/deposits/${deposit.id}/receipt`), 404, 'not_found');
    expectCode(await review(other, deposit.id, { approve: true }), 404, 'not_found', 'id');
  });

  it('approval credits once through the ledger, messages the member and is audited; a second review is 409', async () => {
    const { payer, deposit } = await pendingDeposit(250.5);
    const finance = await operatorSession(app(), 'finance');
    const approved = await review(finance, deposit.id, { approve: true });
    expect(approved.json().value, approved.body).toMatchObject({
      status: 'confirmed',
      reviewedByUsername: expect.any(String),
    });
    expect(await balanceOf(payer.id)).toBe(25_050);
    expect((await ledgerRowsOf(deposit.id)).map((row) => [row.kind, row.amountMinor])).toEqual([
      ['deposit', 25_050],
    ]);
    expectCode(
      await review(finance, deposit.id, { approve: false, reason: 'late' }),
      409,
      'deposit_moved_on',
      'id',
    );
    expect(await balanceOf(payer.id)).toBe(25_050);

    const inbox = (await payer.get('/messages/inbox')).json().value;
    expect(JSON.stringify(inbox)).toContain('deposit_approved');
    expect((await payer.get('/wallet/deposits')).json().value.deposits[0]).toMatchObject({
      status: 'confirmed',
    });
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=deposit.approved')).json().value.list;
    expect(events.filter((event: { target: string }) => event.target === deposit.id)).toEqual([
      expect.objectContaining({
        operatorId: finance.operatorId,
        before: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
  });

  it('rejection needs a reason, credits nothing, tells the member why and is audited', async () => {
    const { payer, deposit } = await pendingDeposit();
    const finance = await operatorSession(app(), 'finance');
    expectCode(await review(finance, deposit.id, { approve: false }), 400, 'validation_error', 'reason');
    expectCode(
      await review(finance, deposit.id, { approve: false, reason: 'no\u0000pe' }),
      400,
      'validation_error',
      'reason',
    );
    const rejected = await review(finance, deposit.id, {
      approve: false,
      reason: 'No such transfer on our statement',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such transfer on our statement',
    });
    expect(await balanceOf(payer.id)).toBe(0);
    expect(await ledgerRowsOf(deposit.id)).toEqual([]);
    expectCode(await review(finance, deposit.id, { approve: true }), 409, 'deposit_moved_on');
    expect(await balanceOf(payer.id)).toBe(0);
    expect((await payer.get('/wallet/deposits')).json().value.deposits[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such transfer on our statement',
    });
    expect(JSON.stringify((await payer.get('/messages/inbox')).json().value)).toContain(
      'No such transfer on our statement',
    );
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=deposit.rejected')).json().value.list;
    expect(
      events.some(
        (event: { target: string; reason: string }) =>
          event.target === deposit.id && event.reason === 'No such transfer on our statement',
      ),
    ).toBe(true);
  });

  it('roles: finance, admin and owner review; support and auditor only list; writes need the CSRF token', async () => {
    const { deposit } = await pendingDeposit();
    for (const role of ['support', 'auditor', 'content'] as const) {
      const caller = await operatorSession(app(), role);
      expectCode(await review(caller, deposit.id, { approve: true }), 403, 'forbidden');
    }
    const auditor = await operatorSession(app(), 'auditor');
    expect((await auditor.get('/console/deposits')).statusCode).toBe(200);
    const finance = await operatorSession(app(), 'finance');
    expectCode(
      await finance.write('POST', `/console/deposits/${deposit.id}/review`, { approve: true }, false),
      403,
      'csrf_invalid',
    );
    for (const role of ['admin', 'owner'] as const) {
      const { deposit: another } = await pendingDeposit();
      const caller = await operatorSession(app(), role);
      expect((await review(caller, another.id, { approve: true })).statusCode).toBe(200);
    }
  });

  it('two operators approving (or one approving, one rejecting) at once: exactly one wins, the ledger is exact', async () => {
    const [first, second] = [await operatorSession(app(), 'finance'), await operatorSession(app(), 'admin')];
    for (const bodies of [
      [{ approve: true }, { approve: true }],
      [{ approve: true }, { approve: false, reason: 'duplicate' }],
    ]) {
      const { payer, deposit } = await pendingDeposit(75);
      const answers = await Promise.all([
        review(first, deposit.id, bodies[0] ?? {}),
        review(second, deposit.id, bodies[1] ?? {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().code).toBe('deposit_moved_on');
      const winner = answers.find((answer) => answer.statusCode === 200)?.json().value;
      const rows = await ledgerRowsOf(deposit.id);
      expect(rows.length).toBe(winner.status === 'confirmed' ? 1 : 0);
      expect(await balanceOf(payer.id)).toBe(winner.status === 'confirmed' ? 7_500 : 0);
    }
  });

  it("an approval goes through the one confirmation path: the channel's turnover multiple applies; a rejection adds none", async () => {
    await app()
      .db.insert(depositChannelTurnover)
      .values({ merchantCode: 'demo', channelId: 'bank_transfer', multiple: 3 });
    try {
      const finance = await operatorSession(app(), 'finance');
      const approved = await pendingDeposit(100);
      await review(finance, approved.deposit.id, { approve: true });
      const turnover = (await approved.payer.get('/wallet/turnover')).json().value;
      expect(turnover).toMatchObject({ outstanding: 300, history: [{ kind: 'deposit', amount: 300 }] });
      const rejected = await pendingDeposit(100);
      await review(finance, rejected.deposit.id, { approve: false, reason: 'not received' });
      expect((await rejected.payer.get('/wallet/turnover')).json().value.outstanding).toBe(0);
    } finally {
      await app().db.delete(depositChannelTurnover);
    }
  });
});
