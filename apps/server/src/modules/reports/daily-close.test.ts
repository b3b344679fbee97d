import { randomUUID } from 'node:crypto';
import type { DailyClose } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { createSiblingApp, useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo, random } from '../../test/generated-data.ts';
import { DAY, HOUR, insertMember, karachiStart } from '../../test/generated-play.ts';
import { operatorSession } from '../../test/operators.ts';
import { ensureWallet, type LedgerKind, postLedgerEntry } from '../wallet/index.ts';
import { closeMerchantDays } from './daily-close.ts';
import { closeEndedDays } from './daily-close-job.ts';

const FIRST = '2026-03-04';
const DAYS = [
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-10',
];
const clock = new TestClock(karachiStart(FIRST));
const app = useTestApp({ clock });
const moveTo = (time: number) => clock.advance(time - clock.now());
const merchant = { code: 'cls', timezone: 'Asia/Karachi' };
let sibling: FastifyInstance;
let members: string[];

const rows = async (query: ReturnType<typeof sql>) =>
  ((await app().db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const clsMembers = sql`select id from members where merchant_code = 'cls'`;
const beforeEndOf = (day: string) => new Date(karachiStart(day) + DAY).toISOString();

async function post(memberId: string, kind: LedgerKind, amountMinor: number, at: number) {
  await app().db.transaction(async (tx) => {
    await ensureWallet(tx, memberId, 'USD', new Date(at));
    await postLedgerEntry(tx, { memberId, kind, reference: randomUUID(), amountMinor, now: new Date(at) });
  });
}

/** Money moved through the wallet's own ledger function over 7 Karachi days, often close to midnight. */
async function generate(seed: number) {
  const next = random(seed);
  const pick = (count: number) => Math.floor(next() * count);
  const start = karachiStart(FIRST);
  members = [];
  for (let i = 0; i < 8; i++)
    members.push(await insertMember(app(), 'cls', start, { type: i === 7 ? 4 : 0 }));
  const times: number[] = [];
  for (let i = 0; i < 220; i++)
    times.push(
      next() < 0.4 ? start + (1 + pick(6)) * DAY + (pick(40) - 20) * 60_000 : start + pick(7 * DAY - HOUR),
    );
  times.sort((a, b) => a - b);
  const kinds: [LedgerKind, number][] = [
    ['deposit', 1],
    ['bet', -1],
    ['bet', -1],
    ['win', 1],
    ['refund', 1],
    ['withdrawal', -1],
    ['adjustment', 1],
    ['adjustment', -1],
    ['reward', 1],
  ];
  for (const at of times) {
    const memberId = members[pick(members.length)] as string;
    const [kind, sign] = kinds[pick(kinds.length)] as [LedgerKind, number];
    await post(
      memberId,
      memberId === members[7] && sign > 0 ? 'trial' : kind,
      sign * (100 + pick(20_000)),
      at,
    );
  }
}

beforeAll(async () => {
  await addMerchantLikeDemo(app(), 'cls');
  await generate(3);
  sibling = await createSiblingApp(app());
});
afterAll(async () => {
  await sibling?.close();
});

describe('daily close', () => {
  it('waits until a day has ended (and the grace after it)', async () => {
    moveTo(karachiStart('2026-03-05') + 10 * 60_000);
    expect(await closeMerchantDays(app().db, merchant, new Date(clock.now()))).toBe(0);
  });

  it('two runners close each ended day once, and every day balances against the ledger', async () => {
    moveTo(karachiStart('2026-03-11') + 20 * 60_000);
    const now = new Date(clock.now());
    const counts = await Promise.all([
      closeMerchantDays(app().db, merchant, now),
      closeMerchantDays(sibling.db, merchant, now),
    ]);
    expect(counts[0] + counts[1]).toBe(DAYS.length);
    expect(await closeMerchantDays(app().db, merchant, now)).toBe(0);

    const finance = await operatorSession(app(), 'finance', null);
    const response = await finance.get(
      `/console/reconciliation?merchantCode=cls&from=${FIRST}&to=2026-03-11`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const closes: DailyClose[] = response.json().value.closes;
    expect(closes.map((close) => close.day)).toEqual(DAYS);
    let opening = 0;
    for (const close of closes) {
      expect(close.openingAmount, close.day).toBe(opening);
      const moved = Object.values(close.movements).reduce((sum, amount) => sum + Math.round(amount * 100), 0);
      expect(Math.round(close.openingAmount * 100) + moved, close.day).toBe(
        Math.round(close.closingAmount * 100),
      );
      const [sums] = await rows(
        sql`select coalesce(sum(amount_minor), 0) as total, count(*) filter (where created_at >= ${new Date(karachiStart(close.day)).toISOString()}::timestamptz) as day_count
          from ledger_entries where member_id in (${clsMembers}) and created_at < ${beforeEndOf(close.day)}::timestamptz`,
      );
      expect(close.closingAmount * 100, close.day).toBe(Number(sums?.total));
      expect(close.entryCount, close.day).toBe(Number(sums?.day_count));
      const kinds = await rows(
        sql`select kind, sum(amount_minor) as amount from ledger_entries where member_id in (${clsMembers})
          and created_at >= ${new Date(karachiStart(close.day)).toISOString()}::timestamptz and created_at < ${beforeEndOf(close.day)}::timestamptz
          group by kind`,
      );
      expect(close.movements).toEqual(
        Object.fromEntries(kinds.map((row) => [row.kind, Number(row.amount) / 100])),
      );
      opening = close.closingAmount;
    }
    const [wallets] = await rows(
      sql`select sum(balance_minor) as total from wallets where member_id in (${clsMembers})`,
    );
    expect(Math.round(opening * 100)).toBe(Number(wallets?.total));
    expect(Object.keys(closes[2]?.movements ?? {})).toEqual(expect.arrayContaining(['bet', 'deposit']));
  });

  it('a closed day refuses UPDATE and DELETE; a correction lands on the open day', async () => {
    await expect(
      app().db.execute(
        sql`update daily_closes set closing_minor = closing_minor + 1, opening_minor = opening_minor + 1 where merchant_code = 'cls'`,
      ),
    ).rejects.toThrow();
    await expect(
      app().db.execute(sql`delete from daily_closes where merchant_code = 'cls'`),
    ).rejects.toThrow();
    const [kept] = await rows(sql`select count(*) as count from daily_closes where merchant_code = 'cls'`);
    expect(Number(kept?.count)).toBe(DAYS.length);

    await post(members[0] as string, 'adjustment', 1_234, clock.now());
    moveTo(karachiStart('2026-03-12') + 20 * 60_000);
    expect(await closeEndedDays(app())).toBeGreaterThanOrEqual(1);
    const [eleventh] = await rows(
      sql`select opening_minor, closing_minor, movements from daily_closes where merchant_code = 'cls' and day = '2026-03-11'`,
    );
    expect(eleventh?.movements).toEqual({ adjustment: 1_234 });
    expect(Number(eleventh?.closing_minor) - Number(eleventh?.opening_minor)).toBe(1_234);
    expect(await closeEndedDays(sibling)).toBe(0);
  });
});
