import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo } from '../../test/generated-data.ts';
import { insertEntry, insertMember } from '../../test/generated-play.ts';
import { operatorSession } from '../../test/operators.ts';

// 20:00 UTC on 2026-03-12 is 01:00 on 2026-03-13 in Karachi (UTC+5): the merchant's today is a day ahead.
const NOW = Date.parse('2026-03-12T20:00:00Z');
const clock = new TestClock(NOW);
const app = useTestApp({ clock });
const KARACHI_WEEK = ['07', '08', '09', '10', '11', '12', '13'].map((day) => `2026-03-${day}`);

let finance: Awaited<ReturnType<typeof operatorSession>>;

const answerOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};
const refusal = (response: LightMyRequestResponse) => [
  response.statusCode,
  response.json().code,
  response.json().value?.field,
];

beforeAll(async () => {
  await addMerchantLikeDemo(app(), 'tz');
  const memberId = await insertMember(app(), 'tz', Date.parse('2026-03-01T00:00:00Z'));
  const bet = (at: string, amountMinor: number) =>
    insertEntry(app(), { memberId, kind: 'bet', reference: `SBX:${at}`, amountMinor, at: Date.parse(at) });
  await bet('2026-03-06T18:30:00Z', -700); // 23:30 on 03-06 in Karachi: a day before the week
  await bet('2026-03-06T19:30:00Z', -300); // 00:30 on 03-07 in Karachi: the week's first day
  await bet('2026-03-12T19:30:00Z', -500); // 00:30 on 03-13 in Karachi: today, still 03-12 in UTC
  finance = await operatorSession(app(), 'finance', null);
});

describe('report days when none are asked for', () => {
  it("are the merchant's last 7 days, today included, in its timezone, and the answer says so", async () => {
    const report = answerOf(await finance.get('/console/reports/ggr-by-day?merchantCode=tz'));
    expect(report).toMatchObject({ timezone: 'Asia/Karachi', from: '2026-03-07', to: '2026-03-13' });
    expect(report.rows.map((row: { day: string }) => row.day)).toEqual(KARACHI_WEEK);
    const betOf = (day: string) => report.rows.find((row: { day: string }) => row.day === day)?.betAmount;
    expect([betOf('2026-03-07'), betOf('2026-03-13'), betOf('2026-03-12')]).toEqual([3, 5, 0]);

    const asked = answerOf(
      await finance.get('/console/reports/ggr-by-day?merchantCode=tz&from=2026-03-07&to=2026-03-13'),
    );
    expect(asked).toEqual(report);

    const reconciliation = answerOf(await finance.get('/console/reconciliation?merchantCode=tz'));
    expect(reconciliation).toMatchObject({ timezone: 'Asia/Karachi', from: '2026-03-07', to: '2026-03-13' });
  });

  it('follow the merchant clock: one minute before its midnight, today is still the UTC day', async () => {
    clock.advance(Date.parse('2026-03-12T18:59:00Z') - clock.now());
    try {
      const report = answerOf(await finance.get('/console/reports/player-pnl?merchantCode=tz'));
      expect([report.from, report.to]).toEqual(['2026-03-06', '2026-03-12']);
    } finally {
      clock.advance(NOW - clock.now());
    }
  });

  it('fill the missing end only: to is today, from is 7 days up to to', async () => {
    const onlyTo = answerOf(await finance.get('/console/reports/bonus-cost?merchantCode=tz&to=2026-03-10'));
    expect([onlyTo.from, onlyTo.to]).toEqual(['2026-03-04', '2026-03-10']);
    const onlyFrom = answerOf(await finance.get('/console/reconciliation?merchantCode=tz&from=2026-03-01'));
    expect([onlyFrom.from, onlyFrom.to]).toEqual(['2026-03-01', '2026-03-13']);
  });

  it('still refuses a bad range with the field named', async () => {
    expect(refusal(await finance.get('/console/reports/ggr-by-day?merchantCode=tz&from=2026-03-14'))).toEqual(
      [400, 'date_range_invalid', 'to'],
    );
    expect(refusal(await finance.get('/console/reconciliation?merchantCode=tz&to=2026-13-01'))).toEqual([
      400,
      'validation_error',
      'to',
    ]);
    expect(refusal(await finance.get('/console/reports/ggr-by-day?merchantCode=tz&from=2025-03-12'))).toEqual(
      [400, 'date_range_invalid', 'to'],
    );
  });
});
