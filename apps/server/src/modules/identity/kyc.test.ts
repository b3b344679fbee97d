import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { JPEG, PNG, sendForm } from '../../test/multipart-form.ts';
import { operatorSession } from '../../test/operators.ts';
import { balanceMinorOf, type PayoutMember, payoutMember } from '../../test/payouts.ts';

const app = useTestApp({
  clock: new TestClock(),
  limits: { withdrawalsPerMember: { limit: 50, windowSeconds: 3600 } },
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(64, 3)]);

const upload = (member: PayoutMember, kind: string, bytes: Buffer, type = 'image/png') =>
  sendForm(app(), 'POST', '/members/me/kyc/documents', member.headers, { kind }, [
    { field: 'document', filename: 'doc', type, bytes },
  ]);

async function uploaded(member: PayoutMember, kind: string, bytes = PNG): Promise<string> {
  const response = await upload(member, kind, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id;
}

const statusOf = async (member: PayoutMember) => (await member.get('/members/me/kyc')).json().value;

describe('uploadKycDocument and getKycStatus', () => {
  it('takes png, jpeg and pdf by content; refuses anything else, storing nothing', async () => {
    const member = await payoutMember(app(), { prefix: 'kycup' });
    expect(await statusOf(member)).toEqual({ verified: false, documents: [] });
    const identity = await uploaded(member, 'identity', JPEG);
    await uploaded(member, 'address', PDF);

    const text = await upload(member, 'identity', Buffer.from('%!PS not a pdf'), 'application/pdf');
    expect([text.statusCode, text.json().code, text.json().value.field]).toEqual([
      400,
      'document_type_not_allowed',
      'document',
    ]);
    const noKind = await upload(member, 'selfie', PNG);
    expect([noKind.statusCode, noKind.json().value.field]).toEqual([400, 'kind']);

    const status = await statusOf(member);
    expect(status.verified).toBe(false);
    expect(status.documents).toHaveLength(2);
    expect(status.documents).toContainEqual(
      expect.objectContaining({ id: identity, kind: 'identity', status: 'pending', rejectReason: null }),
    );
  });
});

describe('the console KYC queue', () => {
  it('lists by filters within the merchant, serves the file only with the permission', async () => {
    const member = await payoutMember(app(), { prefix: 'kycq' });
    const id = await uploaded(member, 'identity');
    const support = await operatorSession(app(), 'support');
    const page = await support.get(`/console/kyc/documents?member=${member.username}&status=pending`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value.list).toEqual([
      expect.objectContaining({
        id,
        memberId: member.id,
        memberUsername: member.username,
        merchantCode: 'demo',
        kind: 'identity',
        status: 'pending',
        mimeType: 'image/png',
        filePath: `/console/kyc/documents/${id}/file`,
      }),
    ]);
    const none = await support.get(`/console/kyc/documents?member=${member.username}&kind=address`);
    expect(none.json().value.list).toEqual([]);

    const file = await support.get(`/console/kyc/documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const content = await operatorSession(app(), 'content');
    expect((await content.get(`/console/kyc/documents/${id}/file`)).statusCode).toBe(403);
    expect((await content.get('/console/kyc/documents')).statusCode).toBe(403);

    await putMerchant(app(), 'other', { domains: ['other.test'] });
    const elsewhere = await operatorSession(app(), 'owner', 'other');
    expect(
      (await elsewhere.get(`/console/kyc/documents?member=${member.username}`)).json().value.list,
    ).toEqual([]);
    expect((await elsewhere.get(`/console/kyc/documents/${id}/file`)).statusCode).toBe(404);
  });

  it('rejects with a reason or approves once, audited; a second decision is 409 and changes nothing', async () => {
    const member = await payoutMember(app(), { prefix: 'kycr' });
    const blurred = await uploaded(member, 'identity');
    const support = await operatorSession(app(), 'support');
    const finance = await operatorSession(app(), 'finance');
    expect(
      (await finance.write('POST', `/console/kyc/documents/${blurred}/review`, { approve: true })).statusCode,
    ).toBe(403);
    const noReason = await support.write('POST', `/console/kyc/documents/${blurred}/review`, {
      approve: false,
    });
    expect([noReason.statusCode, noReason.json().value.field]).toEqual([400, 'reason']);
    const control = await support.write('POST', `/console/kyc/documents/${blurred}/review`, {
      approve: false,
      reason: 'bad\u0000',
    });
    expect(control.statusCode).toBe(400);

    const rejected = await support.write('POST', `/console/kyc/documents/${blurred}/review`, {
      approve: false,
      reason: 'Blurred photo',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'Blurred photo' });
    const again = await support.write('POST', `/console/kyc/documents/${blurred}/review`, { approve: true });
    expect([again.statusCode, again.json().code]).toEqual([409, 'kyc_document_moved_on']);
    expect((await statusOf(member)).verified).toBe(false);

    const clear = await uploaded(member, 'identity');
    const approved = await support.write('POST', `/console/kyc/documents/${clear}/review`, { approve: true });
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      reviewedByUsername: expect.any(String),
    });
    expect((await statusOf(member)).verified).toBe(true);

    const owner = await operatorSession(app(), 'owner');
    const audit = (await owner.get('/console/audit-events?action=kyc.rejected')).json().value.list;
    expect(audit).toContainEqual(expect.objectContaining({ target: blurred, reason: 'Blurred photo' }));
    const approvals = (await owner.get('/console/audit-events?action=kyc.approved')).json().value.list;
    expect(approvals).toContainEqual(expect.objectContaining({ target: clear }));
  });
});

describe('a withdrawal above the merchant threshold', () => {
  it('is refused without a verified identity, nothing written, and allowed once the queue approves', async () => {
    await putMerchant(app(), 'demo', {
      domains: ['localhost', '127.0.0.1'],
      config: { kyc: { withdrawalThreshold: 500 } },
    });
    const member = await payoutMember(app(), { credit: 2000, prefix: 'kycw' });
    const account = await member.addAccount();
    const before = await balanceMinorOf(app(), member.id);
    const refused = await member.withdraw(600, account);
    expect([refused.statusCode, refused.json().code, refused.json().value.field]).toEqual([
      409,
      'identity_not_verified',
      'amount',
    ]);
    expect(await balanceMinorOf(app(), member.id)).toBe(before);
    expect((await member.withdraw(500, account)).statusCode).toBe(200);

    const id = await uploaded(member, 'identity');
    const support = await operatorSession(app(), 'support');
    await support.write('POST', `/console/kyc/documents/${id}/review`, { approve: true });
    const allowed = await member.withdraw(600, account);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
