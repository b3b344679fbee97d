import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, members, wallets } from '../../db/schema.ts';
import { api, createMember } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const app = useTestApp();

describe('money history', () => {
  it('outlives any attempt to delete its member: the database refuses and the rows stay', async () => {
    const member = await createMember(app(), { username: 'kept_history', password: 'secret-pass-1' });
    const credited = await app().inject({
      method: 'POST',
      url: api('/test/wallet-credits'),
      payload: { username: member.username, amount: 25 },
    });
    expect(credited.statusCode, credited.body).toBe(200);

    const { db } = app();
    // PostgreSQL reports the refusal as foreign_key_violation (23503), PGlite as restrict_violation (23001).
    await expect(db.delete(members).where(eq(members.id, member.id))).rejects.toMatchObject({
      cause: { code: expect.stringMatching(/^23(001|503)$/) },
    });

    const [ledger] = await db
      .select({ rows: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id));
    expect(ledger?.rows).toBe(1);
    const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, member.id));
    expect(wallet?.balanceMinor).toBe(2500);
    const [kept] = await db.select({ id: members.id }).from(members).where(eq(members.id, member.id));
    expect(kept?.id).toBe(member.id);
  });
});
