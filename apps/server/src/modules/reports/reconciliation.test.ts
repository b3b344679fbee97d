import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema.ts';
import { TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo } from '../../test/generated-data.ts';
import { type GeneratedMerchant, generatePlay } from '../../test/generated-play.ts';
import { operatorSession } from '../../test/operators.ts';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const app = useTestApp({ clock: new TestClock(NOW) });
const FROM = '2026-03-03';
const TO = '2026-03-10';

let generated: GeneratedMerchant;
let finance: Awaited<ReturnType<typeof operatorSession>>;

const reconciliation = async (query = '') => {
  const response = await finance.get(
    `/console/reconciliation?merchantCode=rec&from=${FROM}&to=${TO}${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

beforeAll(async () => {
  await addMerchantLikeDemo(app(), 'rec');
  generated = await generatePlay(app(), 'rec', FROM, 7);
  finance = await operatorSession(app(), 'finance', null);
});

describe('getConsoleReconciliation', () => {
  it('matches every recorded round with its ledger entries when nothing is missing', async () => {
    const value = await reconciliation();
    expect(value.differences).toEqual([]);
    expect(value.differenceCount).toBe(0);
    const rounds = value.days.reduce(
      (sum: number, day: { vendorRounds: number }) => sum + day.vendorRounds,
      0,
    );
    const [counted] = (
      (await app().db.execute(
        sql`select count(*) as count from game_rounds where member_id in (select id from members where merchant_code = 'rec' and type in (0, 1, 2))`,
      )) as unknown as { rows: { count: unknown }[] }
    ).rows;
    expect(rounds).toBe(Number(counted?.count));
    for (const day of value.days) {
      expect(day.ledgerRounds).toBe(day.vendorRounds);
      expect(day.ledgerBetAmount).toBe(day.vendorBetAmount);
      expect(day.ledgerWinAmount).toBe(day.vendorWinAmount);
    }
  });

  it('lists a round removed at the vendor, a round the ledger lacks and a changed amount, with their ids', async () => {
    const before = await reconciliation();
    const realRounds = (
      await app()
        .db.select({ vendor: gameRounds.vendor, roundId: gameRounds.roundId, memberId: gameRounds.memberId })
        .from(gameRounds)
    ).filter(
      (round) =>
        generated.real.includes(round.memberId) && generated.rounds.some((r) => r.roundId === round.roundId),
    );
    const [removed, changed] = realRounds;
    if (!removed || !changed) throw new Error('no rounds generated');
    await app()
      .db.delete(gameRounds)
      .where(and(eq(gameRounds.vendor, removed.vendor), eq(gameRounds.roundId, removed.roundId)));
    await app()
      .db.update(gameRounds)
      .set({ winMinor: sql`${gameRounds.winMinor} + 1` })
      .where(and(eq(gameRounds.vendor, changed.vendor), eq(gameRounds.roundId, changed.roundId)));
    const unbooked = randomUUID();
    await app()
      .db.insert(gameRounds)
      .values({
        vendor: 'JL',
        roundId: unbooked,
        memberId: generated.real[0] as string,
        gameType: 'ELECTRONIC',
        gameName: 'Crash',
        currency: 'USD',
        betMinor: 500,
        winMinor: 0,
        status: 'settled',
        betAt: new Date('2026-03-05T10:00:00Z'),
      });

    const value = await reconciliation();
    const byRound = new Map(
      value.differences.map((d: { roundId: string; problem: string }) => [d.roundId, d]),
    );
    expect(value.differenceCount).toBe(3);
    expect(byRound.get(removed.roundId)).toMatchObject({
      vendor: removed.vendor,
      problem: 'missing_at_vendor',
      vendorBetAmount: null,
    });
    expect(byRound.get(changed.roundId)).toMatchObject({
      vendor: changed.vendor,
      problem: 'amount_mismatch',
    });
    expect(byRound.get(unbooked)).toMatchObject({
      vendor: 'JL',
      day: '2026-03-05',
      problem: 'missing_in_ledger',
      vendorBetAmount: 5,
      ledgerBetAmount: null,
    });
    const vendorRounds = (days: { vendorRounds: number }[]) =>
      days.reduce((sum, day) => sum + day.vendorRounds, 0);
    expect(vendorRounds(value.days)).toBe(vendorRounds(before.days));

    const onlyJl = await reconciliation('&vendor=JL');
    expect(onlyJl.days.every((day: { vendor: string }) => day.vendor === 'JL')).toBe(true);
    expect(onlyJl.differences.map((d: { roundId: string }) => d.roundId)).toContain(unbooked);
    expect(onlyJl.differences.every((d: { vendor: string }) => d.vendor === 'JL')).toBe(true);
  });

  it('refuses a bad vendor with the field named', async () => {
    const response = await finance.get(`/console/reconciliation?from=${FROM}&to=${TO}&vendor=a%00b`);
    expect([response.statusCode, response.json().value.field]).toEqual([400, 'vendor']);
  });
});
