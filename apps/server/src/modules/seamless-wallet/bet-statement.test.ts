import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupLanes } from '../../db/grouped-statements.ts';
import {
  games,
  ledgerEntries,
  playerLimitTotals,
  realityChecks,
  wallets,
  walletTransactions,
} from '../../db/schema.ts';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import { api, bearer, createMember, creditMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { currentPeriods } from '../limits/index.ts';
import { PlainBetGroups } from './bet-groups.ts';
import { currentPeriodKeys, type FastBet, postPlainBet, postPlainBets } from './bet-statement.ts';

const getApp = useTestApp({ demoCatalogue: 2 });
const PASSWORD = 'secret-pass-1';

/** A member of the demo merchant with 100.00, loss, wager and session limits, and a reality-check interval. */
async function protectedPlayer(): Promise<string> {
  const app = getApp();
  const member = await createMember(app, { username: `fast${randomUUID().slice(0, 8)}`, password: PASSWORD });
  await creditMember(app, member.username, 100);
  const limits = ['loss', 'wager'].flatMap((kind) =>
    ['day', 'week', 'month'].map((period) => ({ kind, period, amount: 50 })),
  );
  const { token } = await login(app, member.username, PASSWORD);
  for (const response of [
    await app.inject({
      method: 'PUT',
      url: api('/responsible-gaming/limits'),
      headers: bearer(token),
      payload: { limits: [...limits, { kind: 'session', period: 'day', amount: 60 }] },
    }),
    await app.inject({
      method: 'POST',
      url: api('/test/reality-check-intervals'),
      payload: { username: member.username, seconds: 600 },
    }),
  ])
    expect(response.statusCode, response.body).toBe(200);
  return member.id;
}

async function plainBet(playerId: string, amountMinor: number): Promise<FastBet> {
  const [game] = await getApp().db.select().from(games).limit(1);
  if (!game) throw new Error('no games');
  return {
    vendor: game.vassalage,
    merchant: DEMO_MERCHANT.code,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    playerId,
    currency: 'USD',
    nodeId: game.nodeId,
    amountMinor,
    requestHash: 'hash',
    now: new Date(getApp().clock.now()),
  };
}

describe('the one-statement bet', () => {
  it('writes a bet that passes every check, counted on the limits and the session; leaves any other to the steps', async () => {
    const playerId = await protectedPlayer();
    const first = await plainBet(playerId, 1_000);
    const posted = await postPlainBet(getApp().db, first);
    expect(posted).toMatchObject({ balanceAfterMinor: 9_000, currency: 'USD' });
    const totals = await getApp()
      .db.select()
      .from(playerLimitTotals)
      .where(eq(playerLimitTotals.memberId, playerId));
    expect(totals.map((row) => [row.wageredMinor, row.lostMinor])).toEqual([
      [1_000, 1_000],
      [1_000, 1_000],
      [1_000, 1_000],
    ]);
    const [session] = await getApp()
      .db.select()
      .from(realityChecks)
      .where(eq(realityChecks.memberId, playerId));
    expect(session?.sessionStartedAt?.getTime()).toBe(first.now.getTime());
    const [stored] = await getApp()
      .db.select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.vendor, first.vendor),
          eq(walletTransactions.transactionId, first.transactionId),
        ),
      );
    expect(stored).toMatchObject({ ledgerEntryId: posted?.ledgerId, balanceAfterMinor: 9_000 });
    // A repeat, a bet over a limit and one the balance cannot cover are the step-by-step path's, nothing written.
    expect(await postPlainBet(getApp().db, first)).toBeUndefined();
    expect(await postPlainBet(getApp().db, await plainBet(playerId, 4_001))).toBeUndefined();
    expect(
      await postPlainBet(getApp().db, { ...(await plainBet(playerId, 1)), currency: 'EUR' }),
    ).toBeUndefined();
    const after = await getApp()
      .db.select()
      .from(playerLimitTotals)
      .where(eq(playerLimitTotals.memberId, playerId));
    expect(after.map((row) => row.wageredMinor)).toEqual([1_000, 1_000, 1_000]);
  });

  it('decides each bet of a group in one commit as it would alone, seeing the bets before it', async () => {
    const playerId = await protectedPlayer();
    const first = await plainBet(playerId, 1_000);
    const group = [
      first,
      await plainBet(playerId, 2_000),
      // The first bet's transaction id again, a bet over the wager limit (5,001 of 5,000), another currency.
      { ...first, roundId: randomUUID() },
      await plainBet(playerId, 2_001),
      { ...(await plainBet(playerId, 1)), currency: 'EUR' },
      await plainBet(playerId, 2_000),
    ];
    const posted = await postPlainBets(getApp().db, group);
    expect(posted?.map((bet) => bet?.balanceAfterMinor)).toEqual([
      9_000,
      7_000,
      undefined,
      undefined,
      undefined,
      5_000,
    ]);
    const totals = await getApp()
      .db.select()
      .from(playerLimitTotals)
      .where(eq(playerLimitTotals.memberId, playerId));
    expect(totals.map((row) => row.wageredMinor)).toEqual([5_000, 5_000, 5_000]);
    const rows = await getApp()
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, playerId))
      .orderBy(ledgerEntries.id);
    expect(rows.map((row) => [row.amountMinor, row.balanceAfterMinor])).toEqual([
      [10_000, 10_000],
      [-1_000, 9_000],
      [-2_000, 7_000],
      [-2_000, 5_000],
    ]);
  });

  it('rolls a whole group back when one of its statements fails; the groups then write each bet alone', async () => {
    const playerId = await protectedPlayer();
    const good = await plainBet(playerId, 1_000);
    // Beyond bigint: the statement fails.
    const broken = { ...(await plainBet(playerId, 1)), amountMinor: 1e20 };
    expect(await postPlainBets(getApp().db, [good, broken])).toBeUndefined();
    const balance = async () =>
      (await getApp().db.select().from(wallets).where(eq(wallets.memberId, playerId)))[0]?.balanceMinor;
    expect(await balance()).toBe(10_000);
    const groups = new PlainBetGroups(getApp().db);
    // The first goes alone at once; the next two wait for it and go together.
    const [alone, again, failed] = await Promise.allSettled([
      groups.post(await plainBet(playerId, 500)),
      groups.post(good),
      groups.post(broken),
    ]);
    expect(alone).toMatchObject({ status: 'fulfilled', value: { balanceAfterMinor: 9_500 } });
    expect(again).toMatchObject({ status: 'fulfilled', value: { balanceAfterMinor: 8_500 } });
    expect(failed.status).toBe('rejected');
    expect(await balance()).toBe(8_500);
  });

  it('writes the bets of many members that arrive together in few commits, each once and in order', async () => {
    const players: string[] = [];
    for (let count = 0; count < 12; count++) players.push(await protectedPlayer());
    const bets = await Promise.all(
      [100, 200, 300].flatMap((amount) => players.map((playerId) => plainBet(playerId, amount))),
    );
    const groups = new PlainBetGroups(getApp().db);
    const posted = await Promise.all(bets.map((bet) => groups.post(bet)));
    expect(posted.filter((bet) => bet === undefined)).toEqual([]);
    const rows = await getApp()
      .db.select({
        memberId: ledgerEntries.memberId,
        balanceAfterMinor: ledgerEntries.balanceAfterMinor,
        commit: sql<string>`${ledgerEntries}.xmin::text`,
      })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.memberId, players), eq(ledgerEntries.kind, 'bet')))
      .orderBy(asc(ledgerEntries.id));
    for (const playerId of players)
      expect(rows.filter((row) => row.memberId === playerId).map((row) => row.balanceAfterMinor)).toEqual([
        9_900, 9_700, 9_400,
      ]);
    // Each lane writes its first bet at once and the others, which arrived meanwhile, together: every commit
    // flushes the log once, and concurrent transactions cost the database more per bet (decision 0089).
    expect(new Set(rows.map((row) => row.commit)).size).toBeLessThanOrEqual(2 * groupLanes(getApp().db));
  });

  it("charges the limits of the same periods as the step-by-step bet, in any merchant's timezone", async () => {
    const zones = ['Asia/Karachi', 'Pacific/Kiritimati', 'America/St_Johns', 'Pacific/Pago_Pago', 'UTC'];
    // Around midnights that start a week, a month and a year somewhere.
    const instants = [
      '2026-03-01T09:59:59.999Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T18:59:00.000Z',
      '2026-03-02T03:30:00.000Z',
      '2026-12-31T23:30:00.000Z',
      '2027-01-01T10:30:00.000Z',
      '2026-11-29T19:00:00.000Z',
    ];
    for (const zone of zones) {
      for (const instant of instants) {
        const now = new Date(instant);
        const { rows } = (await getApp().db.execute(
          currentPeriodKeys(sql`${instant}::timestamptz`, sql`${zone}::text`),
        )) as { rows: { period: string; key: string }[] };
        const expected = currentPeriods(now, zone);
        expect(rows, `${zone} ${instant}`).toEqual(
          (['day', 'week', 'month'] as const).map((period) => ({ period, key: expected[period].key })),
        );
      }
    }
  });
});
