import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo } from '../../test/generated-data.ts';
import { DAY, type GeneratedMerchant, generatePlay, karachiStart } from '../../test/generated-play.ts';
import { operatorSession } from '../../test/operators.ts';

// 2026-03-12 17:00 in Karachi; play is generated over 2026-03-03..2026-03-10, reports ask 03-04..03-08.
const NOW = Date.parse('2026-03-12T12:00:00Z');
const app = useTestApp({ clock: new TestClock(NOW) });
const FROM = '2026-03-04';
const TO = '2026-03-08';
const DAYS = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];

const rows = async (query: SQL) =>
  ((await app().db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const n = (value: unknown) => Number(value ?? 0);
const major = (value: unknown) => n(value) / 100;

/** Written here without the app's day arithmetic: the range's bounds at UTC+5, and the real members. */
const bounds = (column: string, from = FROM, to = TO) =>
  sql`${sql.raw(column)} >= ${new Date(karachiStart(from)).toISOString()}::timestamptz and ${sql.raw(column)} < ${new Date(karachiStart(to) + DAY).toISOString()}::timestamptz`;
const realOf = (merchant: string) =>
  sql`select id from members where merchant_code = ${merchant} and type in (0, 1, 2)`;
const playSums = sql`count(*) filter (where le.kind = 'bet') as bets,
  coalesce(sum(-le.amount_minor) filter (where le.kind = 'bet'), 0) as stakes,
  coalesce(sum(le.amount_minor) filter (where le.kind = 'refund'), 0) as refunds,
  coalesce(sum(le.amount_minor) filter (where le.kind = 'win'), 0) as wins`;
const playOf = (row: Record<string, unknown> | undefined) => {
  const bet = n(row?.stakes) - n(row?.refunds);
  return {
    betCount: n(row?.bets),
    betAmount: bet / 100,
    winAmount: major(row?.wins),
    grossGamingRevenue: (bet - n(row?.wins)) / 100,
  };
};

let owner: Awaited<ReturnType<typeof operatorSession>>;
let generated: GeneratedMerchant;

async function report(kind: string, extra = '', merchant = 'rep'): Promise<LightMyRequestResponse> {
  return owner.get(`/console/reports/${kind}?merchantCode=${merchant}&from=${FROM}&to=${TO}${extra}`);
}
async function reportValue(kind: string, extra = '') {
  const response = await report(kind, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

beforeAll(async () => {
  await addMerchantLikeDemo(app(), 'rep');
  await addMerchantLikeDemo(app(), 'noise');
  generated = await generatePlay(app(), 'rep', '2026-03-03', 16);
  await generatePlay(app(), 'noise', '2026-03-03', 49);
  owner = await operatorSession(app(), 'owner', null);
});

describe('getConsoleReport', () => {
  it('GGR by day equals SQL over the ledger for every Karachi day, midnights included', async () => {
    const value = await reportValue('ggr-by-day');
    expect(value).toMatchObject({
      kind: 'ggr-by-day',
      merchantCode: 'rep',
      timezone: 'Asia/Karachi',
      from: FROM,
      to: TO,
    });
    expect(value.rows.map((row: { day: string }) => row.day)).toEqual(DAYS);
    for (const row of value.rows) {
      const [expected] = await rows(
        sql`select ${playSums} from ledger_entries le where le.member_id in (${realOf('rep')}) and ${bounds('le.created_at', row.day, row.day)}`,
      );
      expect(row, row.day).toEqual({ day: row.day, ...playOf(expected) });
    }
    expect(value.rows.some((row: { betCount: number }) => row.betCount > 0)).toBe(true);
  });

  it('GGR by vendor and by game equal SQL through the rounds of the wallet calls', async () => {
    const byVendor = await reportValue('ggr-by-vendor');
    const vendorRows = await rows(
      sql`select wt.vendor, ${playSums} from ledger_entries le join wallet_transactions wt on wt.ledger_entry_id = le.id
        where le.member_id in (${realOf('rep')}) and ${bounds('le.created_at')} group by wt.vendor order by wt.vendor`,
    );
    expect(byVendor.rows).toEqual(vendorRows.map((row) => ({ vendor: row.vendor, ...playOf(row) })));
    expect(byVendor.rows).toHaveLength(3);

    const byGame = await reportValue('ggr-by-game');
    const gameRows = await rows(
      sql`select wt.vendor, gr.game_name, ${playSums} from ledger_entries le
        join wallet_transactions wt on wt.ledger_entry_id = le.id
        join game_rounds gr on gr.vendor = wt.vendor and gr.round_id = wt.round_id
        where le.member_id in (${realOf('rep')}) and ${bounds('le.created_at')}
        group by wt.vendor, gr.game_name order by wt.vendor, gr.game_name`,
    );
    expect(byGame.rows).toEqual(
      gameRows.map((row) => ({ vendor: row.vendor, game: row.game_name, ...playOf(row) })),
    );
    const total = (list: { grossGamingRevenue: number }[]) =>
      Math.round(list.reduce((sum, row) => sum + row.grossGamingRevenue * 100, 0));
    const byDay = await reportValue('ggr-by-day');
    expect(total(byGame.rows)).toBe(total(byDay.rows));
  });

  it('player profit and loss: each member, best result first, paged', async () => {
    const expected = await rows(
      sql`select le.member_id, m.username, ${playSums} from ledger_entries le join members m on m.id = le.member_id
        where le.member_id in (${realOf('rep')}) and le.kind in ('bet', 'win', 'refund') and ${bounds('le.created_at')}
        group by le.member_id, m.username`,
    );
    const all = expected
      .map((row) => {
        const play = playOf(row);
        return {
          memberId: row.member_id,
          username: row.username,
          betCount: play.betCount,
          betAmount: play.betAmount,
          winAmount: play.winAmount,
          netAmount: -play.grossGamingRevenue,
        };
      })
      .sort((a, b) => b.netAmount - a.netAmount || String(a.memberId).localeCompare(String(b.memberId)));
    const first = await reportValue('player-pnl', '&pageSize=7');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 7 });
    expect(first.rows).toEqual(all.slice(0, 7));
    const second = await reportValue('player-pnl', '&pageSize=7&page=2');
    expect(second.rows).toEqual(all.slice(7, 14));
    expect(all.map((row) => row.memberId)).not.toContain(generated.trial);
  });

  it('deposits and withdrawals by channel', async () => {
    const value = await reportValue('payments-by-channel');
    const expected = await rows(
      sql`select 'deposit' as direction, channel_id as channel, count(*) as count, sum(amount_minor) as amount from deposits
        where status = 'confirmed' and member_id in (${realOf('rep')}) and ${bounds('confirmed_at')} group by channel_id
        union all
        select 'withdrawal', coalesce(payout_kind, 'all'), count(*), sum(amount_minor) from withdrawals
        where status in ('approved', 'processing', 'unknown', 'paid') and member_id in (${realOf('rep')})
          and ${bounds('reviewed_at')}
        group by 2
        order by 1, 2`,
    );
    expect(value.rows).toEqual(
      expected
        .filter((row) => n(row.count) > 0)
        .map((row) => ({
          direction: row.direction,
          channel: row.channel,
          count: n(row.count),
          amount: major(row.amount),
        })),
    );
  });

  it('bonus cost: reward, activity, sign-in and dividend credits and adjustment credits, per day and kind', async () => {
    const value = await reportValue('bonus-cost');
    const expected: unknown[] = [];
    for (const day of DAYS) {
      const found = await rows(
        sql`select kind, count(*) as count, sum(amount_minor) as amount from ledger_entries
          where member_id in (${realOf('rep')}) and ${bounds('created_at', day, day)} and amount_minor > 0
            and kind in ('reward', 'activity', 'sign-in', 'dividend', 'adjustment')
          group by kind order by kind`,
      );
      for (const row of found)
        expected.push({ day, kind: row.kind, count: n(row.count), amount: major(row.amount) });
    }
    expect(value.rows).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it("agents' downline totals", async () => {
    const value = await reportValue('agent-downlines');
    expect(value.total).toBe(3);
    for (const agentId of generated.agents) {
      const [expected] = await rows(
        sql`select a.username,
          (select count(*) from members d where d.referrer_id = a.id and d.type in (0, 1, 2)) as downlines,
          (select coalesce(sum(case when kind = 'bet' then -amount_minor when kind = 'refund' then -amount_minor else 0 end), 0)
             from ledger_entries le where le.member_id in (select id from members d where d.referrer_id = a.id and d.type in (0, 1, 2))
             and kind in ('bet', 'refund') and ${bounds('le.created_at')}) as bets,
          (select coalesce(sum(amount_minor), 0) from ledger_entries le
             where le.member_id in (select id from members d where d.referrer_id = a.id and d.type in (0, 1, 2))
             and kind = 'win' and ${bounds('le.created_at')}) as wins,
          (select coalesce(sum(amount_minor), 0) from deposits x
             where x.member_id in (select id from members d where d.referrer_id = a.id and d.type in (0, 1, 2))
             and status = 'confirmed' and ${bounds('x.confirmed_at')}) as deposits
        from members a where a.id = ${agentId}`,
      );
      expect(value.rows.find((row: { agentId: string }) => row.agentId === agentId)).toEqual({
        agentId,
        username: expected?.username,
        downlineMembers: n(expected?.downlines),
        betAmount: major(expected?.bets),
        winAmount: major(expected?.wins),
        depositAmount: major(expected?.deposits),
      });
    }
  });

  it('refuses a bad range or kind with the field named, another merchant to its operators, and support', async () => {
    const code = (response: LightMyRequestResponse) => [
      response.statusCode,
      response.json().code,
      response.json().value?.field,
    ];
    expect(code(await owner.get('/console/reports/ggr-by-day?from=2026-03-09&to=2026-03-08'))).toEqual([
      400,
      'date_range_invalid',
      'to',
    ]);
    expect(code(await owner.get('/console/reports/ggr-by-day?from=2025-03-01&to=2026-03-02'))).toEqual([
      400,
      'date_range_invalid',
      'to',
    ]);
    expect((await owner.get('/console/reports/ggr-by-day?from=2025-03-02&to=2026-03-02')).statusCode).toBe(
      200,
    );
    const badKind = await owner.get('/console/reports/profit?from=2026-03-01&to=2026-03-02');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().value.field).toBe('kind');
    const badDate = await owner.get('/console/reports/ggr-by-day?from=2026-02-30&to=2026-03-02');
    expect([badDate.statusCode, badDate.json().value.field]).toEqual([400, 'from']);

    const demoFinance = await operatorSession(app(), 'finance', 'demo');
    const other = await demoFinance.get(`/console/reports/ggr-by-day?merchantCode=rep&from=${FROM}&to=${TO}`);
    expect([other.statusCode, other.json().code]).toEqual([403, 'forbidden']);
    const own = await demoFinance.get(`/console/reports/ggr-by-day?from=${FROM}&to=${TO}`);
    expect([own.statusCode, own.json().value.merchantCode, own.json().value.merchantCodes]).toEqual([
      200,
      'demo',
      ['demo'],
    ]);
    const auditor = await operatorSession(app(), 'auditor', 'demo');
    expect((await auditor.get(`/console/reconciliation?from=${FROM}&to=${TO}`)).statusCode).toBe(200);
    const support = await operatorSession(app(), 'support', 'demo');
    expect((await support.get(`/console/reports/ggr-by-day?from=${FROM}&to=${TO}`)).statusCode).toBe(403);
  });
});
