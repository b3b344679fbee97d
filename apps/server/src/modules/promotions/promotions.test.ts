import { ACTIVITY_REMARK_MAX, type CanonicalLanguage } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, gameRounds, ledgerEntries } from '../../db/schema.ts';
import { seedDemoActivities } from '../../demo/activities.ts';
import { ACTIVITY_KEYS, DEMO_TEXTS } from '../../demo/content-texts/index.ts';
import { dateOf } from '../../shared/clock.ts';
import { maskName } from '../../shared/masked-name.ts';
import { api, bearer, createMember, login, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';

const clock = new TestClock();
const app = useTestApp({ clock, demoCatalogue: 10 });

const PASSWORD = 'secret-pass-1';
const DAY = 86_400_000;
let nextName = 1;

const WELCOME = 'demo-welcome-bonus';
const REVIEWED = 'demo-weekend-reload';
const CASHBACK = 'demo-first-deposit-cashback';
const TOURNAMENT = 'demo-slots-tournament';
const ENDED = 'demo-lucky-spin-festival';
const URDU = 'demo-friday-live-bonus';

/** A new real member with a session (of `merchant` when given); `relogin` after moving the clock far. */
async function member(merchant?: string) {
  const username = `promo${nextName++}`;
  const merchantHeaders: Record<string, string> = merchant ? { 'x-merchant-code': merchant } : {};
  const created = await createMember(app(), { username, password: PASSWORD }, merchantHeaders);
  let headers: Record<string, string> = {};
  const relogin = async () => {
    const { token } = await login(app(), username, PASSWORD, { headers: merchantHeaders });
    headers = { ...merchantHeaders, ...bearer(token) };
  };
  await relogin();
  const get = (path: string) => app().inject({ method: 'GET', url: api(path), headers });
  const post = (path: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: api(path), headers, payload });
  const balance = async () => (await get('/wallet')).json().value.sumBalance as number;
  const statusOf = async (id: string) =>
    (await get('/promotions/activities')).json().value.list.find((a: { id: string }) => a.id === id)?.status;
  return {
    id: created.id,
    username,
    relogin,
    get headers() {
      return headers;
    },
    get,
    post,
    balance,
    statusOf,
  };
}

async function trialHeaders() {
  const name = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
  const trial = await app().inject({
    method: 'POST',
    url: api('/auth/trial-login'),
    payload: { trialName: name },
  });
  expect(trial.statusCode, trial.body).toBe(200);
  return bearer(trial.json().value.token);
}

const review = (username: string, activityId: string, status: string) =>
  app().inject({
    method: 'POST',
    url: api('/test/activity-entries'),
    payload: { username, activityId, status },
  });

const ledgerRows = (memberId: string, kind: string) =>
  app()
    .db.select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, kind)));

describe('activities', () => {
  it('lists the started activities for guests with Join, ended ones with Close, in their language', async () => {
    const response = await app().inject({ method: 'GET', url: api('/promotions/activities') });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value.list;
    expect(list.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [WELCOME, 'Join'],
      [REVIEWED, 'Join'],
      [CASHBACK, 'Join'],
      [TOURNAMENT, 'Join'],
      [ENDED, 'Close'],
    ]);
    expect(list[0]).toMatchObject({ rewardAmount: 10, remarkRequired: false, endAt: expect.any(String) });
    expect(list[1].remarkRequired).toBe(true);

    const urdu = await app().inject({ method: 'GET', url: api('/promotions/activities?language=ur') });
    const urduActivity = urdu.json().value.list.find((a: { id: string }) => a.id === URDU);
    expect(urduActivity.title).toMatch(/جمعہ/);

    const image = await app().inject({ method: 'GET', url: list[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('seeds the demo activities once', async () => {
    const before = await app().db.select().from(activities);
    await seedDemoActivities(app().db, 'demo', dateOf(clock));
    expect(await app().db.select().from(activities)).toEqual(before);
    // The five, each one row for every language, and the Urdu-only one.
    expect(before).toHaveLength(ACTIVITY_KEYS.length + 1);
  });

  it('shows every demo promotion in the reader’s language, and the Urdu-only one in Urdu alone', async () => {
    const listIn = async (language: string) => {
      const response = await app().inject({
        method: 'GET',
        url: api('/promotions/activities'),
        headers: { 'x-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.list as { id: string; title: string; content: string; imageUrl: string }[];
    };
    const titles = async (language: string) => (await listIn(language)).map(({ title }) => title);
    const demoTitles = (language: CanonicalLanguage) =>
      ACTIVITY_KEYS.map((key) => DEMO_TEXTS[language].activities[key].title);
    for (const language of ['EN', 'TH', 'MY', 'AR'] as const)
      expect(await titles(language), language).toEqual(demoTitles(language));
    expect(await titles('KR')).toEqual(demoTitles('KO'));
    expect(await titles('DE')).toEqual(demoTitles('EN'));
    expect(await titles('UR')).toEqual([...demoTitles('UR'), expect.stringMatching(/جمعہ/)]);
    // The same promotions whatever the language: one id each.
    const ids = (await listIn('EN')).map(({ id }) => id);
    expect((await listIn('TH')).map(({ id }) => id)).toEqual(ids);
    const [thai] = await listIn('TH');
    expect(thai?.content).toContain('10.00');

    // The picture draws the Thai title and button for a Thai reader, at its own URL.
    const [english] = await listIn('EN');
    expect(thai?.imageUrl).not.toBe(english?.imageUrl);
    const picture = await app().inject({ method: 'GET', url: thai?.imageUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.body).toContain('เข้าร่วม');
    expect(picture.body).toContain(DEMO_TEXTS.TH.activities['welcome-bonus'].title.split(' ')[0]);
    expect(picture.body).not.toContain('Join');
    const englishPicture = await app().inject({ method: 'GET', url: english?.imageUrl ?? '' });
    expect(englishPicture.body).toContain('Join');
  });

  it('shows a promotion written for one language to readers of its other code too (KR: KO, PT-BR: PT)', async () => {
    const only = async (id: string, language: string) => {
      await app()
        .db.insert(activities)
        .values({
          id,
          merchantCode: 'demo',
          language,
          title: `Only ${language}`,
          summary: 'test',
          content: 'test',
          imageUrl: '/x.png',
          rewardMinor: 100,
          startAt: new Date(clock.now() - DAY),
        });
    };
    await only('promo-korean-only', 'KO');
    await only('promo-brazil-only', 'PT-BR');
    const idsIn = async (language: string) => {
      const response = await app().inject({
        method: 'GET',
        url: api('/promotions/activities'),
        headers: { 'x-language': language },
      });
      return (response.json().value.list as { id: string }[]).map(({ id }) => id);
    };
    for (const language of ['KO', 'KR'])
      expect(await idsIn(language), language).toContain('promo-korean-only');
    for (const language of ['PT', 'PT-BR'])
      expect(await idsIn(language), language).toContain('promo-brazil-only');
    expect(await idsIn('EN')).not.toContain('promo-korean-only');
    expect(await idsIn('JA')).not.toContain('promo-brazil-only');
  });

  it('keeps one entry and one reward per promotion whatever language the member reads it in', async () => {
    const caller = await member();
    const inLanguage = (language: string) => ({ ...caller.headers, 'x-language': language });
    const english = await app().inject({
      method: 'POST',
      url: api(`/promotions/activities/${WELCOME}/join`),
      headers: inLanguage('EN'),
    });
    expect(english.json().value).toMatchObject({
      status: 'Claim',
      title: DEMO_TEXTS.EN.activities['welcome-bonus'].title,
    });
    const claimed = await app().inject({
      method: 'POST',
      url: api(`/promotions/activities/${WELCOME}/claim`),
      headers: inLanguage('EN'),
    });
    expect(claimed.json().value.status).toBe('Claimed');
    const balance = await caller.balance();

    // In Thai: the same promotion, already claimed, in Thai; joining or claiming it again pays nothing.
    const thai = await app().inject({
      method: 'GET',
      url: api('/promotions/activities'),
      headers: inLanguage('TH'),
    });
    const welcome = thai
      .json()
      .value.list.filter((a: { title: string }) =>
        [DEMO_TEXTS.TH, DEMO_TEXTS.EN].some((texts) => texts.activities['welcome-bonus'].title === a.title),
      );
    expect(welcome).toEqual([
      expect.objectContaining({
        id: WELCOME,
        status: 'Claimed',
        title: DEMO_TEXTS.TH.activities['welcome-bonus'].title,
      }),
    ]);
    for (const [action, code] of [
      ['join', 'activity_already_joined'],
      ['claim', 'activity_not_claimable'],
    ]) {
      const again = await app().inject({
        method: 'POST',
        url: api(`/promotions/activities/${WELCOME}/${action}`),
        headers: inLanguage('TH'),
      });
      expect(again.statusCode, action).toBe(409);
      expect(again.json().code, action).toBe(code);
    }
    expect(await caller.balance()).toBe(balance);
    expect(await ledgerRows(caller.id, 'activity')).toHaveLength(1);
  });

  it('turns an auto-approved join into Claim and pays the claim once, even when claimed twice at once', async () => {
    const caller = await member();
    const joined = await caller.post(`/promotions/activities/${WELCOME}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value.status).toBe('Claim');
    expect(await caller.statusOf(WELCOME)).toBe('Claim');

    const again = await caller.post(`/promotions/activities/${WELCOME}/join`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('activity_already_joined');

    const claims = await Promise.all([
      caller.post(`/promotions/activities/${WELCOME}/claim`),
      caller.post(`/promotions/activities/${WELCOME}/claim`),
    ]);
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((claim) => claim.statusCode === 409)?.json().code).toBe('activity_not_claimable');
    expect(await caller.statusOf(WELCOME)).toBe('Claimed');
    expect(await caller.balance()).toBe(10);
    const rows = await ledgerRows(caller.id, 'activity');
    expect(rows).toMatchObject([{ reference: `${WELCOME}:${caller.id}`, amountMinor: 1000 }]);
  });

  it('asks for the remark the activity requires, at most 140 characters, and changes nothing when refused', async () => {
    const caller = await member();
    const missing = await caller.post(`/promotions/activities/${REVIEWED}/join`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', value: { field: 'remark' } });
    const blank = await caller.post(`/promotions/activities/${REVIEWED}/join`, { remark: '   ' });
    expect(blank.json().value.field).toBe('remark');
    const long = await caller.post(`/promotions/activities/${REVIEWED}/join`, {
      remark: 'x'.repeat(ACTIVITY_REMARK_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_error', value: { field: 'remark' } });
    expect(await caller.statusOf(REVIEWED)).toBe('Join');

    const joined = await caller.post(`/promotions/activities/${REVIEWED}/join`, {
      remark: 'y'.repeat(ACTIVITY_REMARK_MAX),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value.status).toBe('Applying');
  });

  it('follows a review: Applying, Process, Claim, then Claimed with the reward', async () => {
    const caller = await member();
    await caller.post(`/promotions/activities/${REVIEWED}/join`, { remark: 'Fortune Tiger' });
    const early = await caller.post(`/promotions/activities/${REVIEWED}/claim`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('activity_not_claimable');

    expect((await review(caller.username, REVIEWED, 'Process')).json().value.status).toBe('Process');
    expect(await caller.statusOf(REVIEWED)).toBe('Process');
    expect((await review(caller.username, REVIEWED, 'Claim')).json().value.status).toBe('Claim');
    const claimed = await caller.post(`/promotions/activities/${REVIEWED}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value.status).toBe('Claimed');
    expect(await caller.balance()).toBe(25);

    // A decided entry is not reviewed again.
    const late = await review(caller.username, REVIEWED, 'Issued');
    expect(late.statusCode).toBe(409);
    expect(await caller.balance()).toBe(25);
  });

  it('shows Rejected entries and pays Issued ones without a claim', async () => {
    const rejected = await member();
    await rejected.post(`/promotions/activities/${CASHBACK}/join`);
    expect(await rejected.statusOf(CASHBACK)).toBe('Applying');
    await review(rejected.username, CASHBACK, 'Rejected');
    expect(await rejected.statusOf(CASHBACK)).toBe('Rejected');
    expect((await rejected.post(`/promotions/activities/${CASHBACK}/claim`)).statusCode).toBe(409);
    expect(await rejected.balance()).toBe(0);

    const issued = await member();
    await issued.post(`/promotions/activities/${CASHBACK}/join`);
    const response = await review(issued.username, CASHBACK, 'Issued');
    expect(response.statusCode, response.body).toBe(200);
    expect(await issued.statusOf(CASHBACK)).toBe('Issued');
    expect(await issued.balance()).toBe(15);
    expect((await issued.post(`/promotions/activities/${CASHBACK}/claim`)).json().code).toBe(
      'activity_not_claimable',
    );
    expect(await issued.balance()).toBe(15);
  });

  it('marks activities without a reward Joined, with nothing to claim', async () => {
    const caller = await member();
    const bodiless = await app().inject({
      method: 'POST',
      url: api(`/promotions/activities/${TOURNAMENT}/join`),
      headers: caller.headers,
    });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().value.status).toBe('Joined');
    expect((await caller.post(`/promotions/activities/${TOURNAMENT}/claim`)).statusCode).toBe(409);
    expect(await caller.balance()).toBe(0);
  });

  it('refuses guests, trial accounts, unknown activities, ended ones and bad reviews', async () => {
    const guest = await app().inject({ method: 'POST', url: api(`/promotions/activities/${WELCOME}/join`) });
    expect(guest.statusCode).toBe(401);
    const trial = await app().inject({
      method: 'POST',
      url: api(`/promotions/activities/${WELCOME}/join`),
      headers: await trialHeaders(),
    });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('free_reject');

    const caller = await member();
    expect((await caller.post('/promotions/activities/nothing-here/join')).statusCode).toBe(404);
    const ended = await caller.post(`/promotions/activities/${ENDED}/join`);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('activity_closed');
    expect(await caller.statusOf(ENDED)).toBe('Close');

    expect((await review(caller.username, WELCOME, 'Claim')).statusCode).toBe(404);
    await caller.post(`/promotions/activities/${WELCOME}/join`);
    const unreviewable = await review(caller.username, WELCOME, 'Process');
    expect(unreviewable.statusCode).toBe(409);
    const badStatus = await review(caller.username, WELCOME, 'Claimed');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().value.field).toBe('status');
  });
});

describe('leaderboard', () => {
  it('ranks the merchant members by stake of the day or week with masked names and the caller', async () => {
    const now = dateOf(clock); // Sunday 2026-03-01: the week began on Monday 23 February.
    const [first, second, third] = [await member(), await member(), await member()];
    await putMerchant(app(), 'rival', { domains: ['rival.test'] });
    const outsider = await member('rival');
    const round = (memberId: string, betMinor: number, betAt: Date, status = 'settled') => ({
      vendor: 'SANDBOX',
      roundId: `r-${memberId}-${betAt.getTime()}-${betMinor}`,
      memberId,
      gameType: 'RNG',
      gameName: 'Test slot',
      currency: 'USD',
      betMinor,
      status,
      betAt,
    });
    await app()
      .db.insert(gameRounds)
      .values([
        round(first.id, 5_000, new Date(now.getTime() - 3_600_000)),
        round(first.id, 1_000, new Date(now.getTime() - 60_000)),
        round(second.id, 9_000, new Date(now.getTime() - 3_600_000)),
        round(second.id, 9_000, new Date(now.getTime() - 1_000), 'refunded'),
        round(third.id, 50_000, new Date(now.getTime() - DAY)),
        round(third.id, 90_000, new Date(now.getTime() - 8 * DAY)),
        round(outsider.id, 99_999, new Date(now.getTime() - 60_000)),
      ]);

    const daily = await first.get('/promotions/leaderboard');
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json().value).toEqual({
      period: 'daily',
      list: [
        { rank: 1, name: maskName(second.username), score: 90, mine: false },
        { rank: 2, name: maskName(first.username), score: 60, mine: true },
      ],
      me: { rank: 2, name: maskName(first.username), score: 60 },
    });

    const weekly = await app().inject({ method: 'GET', url: api('/promotions/leaderboard?period=weekly') });
    expect(weekly.json().value).toEqual({
      period: 'weekly',
      list: [
        { rank: 1, name: maskName(third.username), score: 500, mine: false },
        { rank: 2, name: maskName(second.username), score: 90, mine: false },
        { rank: 3, name: maskName(first.username), score: 60, mine: false },
      ],
      me: null,
    });
    const bad = await app().inject({ method: 'GET', url: api('/promotions/leaderboard?period=yearly') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('period');
  });

  it('lists the top 20 and gives a member below them their own rank; equal stakes share a rank', async () => {
    await putMerchant(app(), 'crowd', { domains: ['crowd.test'] });
    const caller = await member('crowd');
    const rivals = [];
    for (let index = 0; index < 22; index += 1) {
      rivals.push(await createMember(app(), { username: `crowd${index}` }, { 'x-merchant-code': 'crowd' }));
    }
    const now = dateOf(clock);
    // Rivals stake 100, 99, ... 79; crowd0 and crowd1 both 100; the caller 78.
    const stakes = rivals.map((rival, index) => ({ memberId: rival.id, major: Math.min(100, 101 - index) }));
    stakes.push({ memberId: caller.id, major: 78 });
    await app()
      .db.insert(gameRounds)
      .values(
        stakes.map(({ memberId, major }) => ({
          vendor: 'SANDBOX',
          roundId: `crowd-${memberId}`,
          memberId,
          gameType: 'RNG',
          gameName: 'Test slot',
          currency: 'USD',
          betMinor: major * 100,
          status: 'settled',
          betAt: new Date(now.getTime() - 60_000),
        })),
      );

    const board = (await caller.get('/promotions/leaderboard')).json().value;
    expect(board.list).toHaveLength(20);
    expect(board.list.slice(0, 3)).toEqual([
      { rank: 1, name: maskName('crowd0'), score: 100, mine: false },
      { rank: 1, name: maskName('crowd1'), score: 100, mine: false },
      { rank: 3, name: maskName('crowd2'), score: 99, mine: false },
    ]);
    expect(board.list.at(-1)).toEqual({ rank: 20, name: maskName('crowd19'), score: 82, mine: false });
    expect(board.me).toEqual({ rank: 23, name: maskName(caller.username), score: 78 });
  });
});

describe('daily sign-in and reward centre', () => {
  it('signs in once a day into the reward centre, where the reward is claimed once', async () => {
    const caller = await member();
    const status = await caller.get('/promotions/sign-in');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().value).toMatchObject({ signedToday: false, streak: 0 });
    expect(status.json().value.days.map((day: { reward: number }) => day.reward)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);

    const signed = await caller.post('/promotions/sign-in');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().value).toMatchObject({ reward: 1, status: { signedToday: true, streak: 1 } });
    const twice = await caller.post('/promotions/sign-in');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_signed_in');
    // An earlier time zone is still the same day or the one before: no second sign-in.
    expect((await caller.post('/promotions/sign-in?utcOffset=-600')).statusCode).toBe(409);

    const rewards = (await caller.get('/promotions/rewards')).json().value.list;
    expect(rewards).toMatchObject([{ sourceCode: 'sign_in', amount: 1, status: 'Claim' }]);
    expect(await caller.balance()).toBe(0);

    const other = await member();
    const foreign = await other.post(`/promotions/rewards/${rewards[0].id}/claim`);
    expect(foreign.statusCode).toBe(404);

    const claims = await Promise.all([
      caller.post(`/promotions/rewards/${rewards[0].id}/claim`),
      caller.post(`/promotions/rewards/${rewards[0].id}/claim`),
    ]);
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((claim) => claim.statusCode === 409)?.json().code).toBe('reward_not_claimable');
    expect(await caller.balance()).toBe(1);
    expect((await caller.get('/promotions/rewards')).json().value.list[0].status).toBe('Claimed');
    expect(await ledgerRows(caller.id, 'reward')).toHaveLength(1);
  });

  it('grows the reward day by day and restarts the streak after a missed day', async () => {
    const caller = await member();
    expect((await caller.post('/promotions/sign-in')).json().value.reward).toBe(1);
    clock.advance(DAY);
    await caller.relogin();
    expect((await caller.post('/promotions/sign-in')).json().value).toMatchObject({
      reward: 2,
      status: { streak: 2 },
    });
    clock.advance(2 * DAY);
    await caller.relogin();
    expect((await caller.get('/promotions/sign-in')).json().value).toMatchObject({
      signedToday: false,
      streak: 0,
    });
    expect((await caller.post('/promotions/sign-in')).json().value).toMatchObject({
      reward: 1,
      status: { streak: 1 },
    });
  });

  it('refuses a second sign-in within 20 hours whatever day the utcOffset gives', async () => {
    const caller = await member();
    const first = await caller.post('/promotions/sign-in?utcOffset=-720');
    expect(first.statusCode, first.body).toBe(200);
    // +12 h is always the next calendar day of −12 h: still no second sign-in now.
    const ahead = await caller.post('/promotions/sign-in?utcOffset=720');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe('already_signed_in');
    expect((await caller.get('/promotions/sign-in?utcOffset=720')).json().value).toMatchObject({
      signedToday: true,
      streak: 1,
    });
    clock.advance(19 * 3_600_000);
    await caller.relogin();
    expect((await caller.post('/promotions/sign-in?utcOffset=840')).statusCode).toBe(409);
    clock.advance(3_600_000);
    await caller.relogin();
    const later = await caller.post('/promotions/sign-in?utcOffset=720');
    expect(later.statusCode, later.body).toBe(200);
    const rewards = (await caller.get('/promotions/rewards')).json().value.list;
    expect(rewards).toHaveLength(2);
  });

  it('pays one reward for 20 sign-ins at once, each with its own utcOffset', async () => {
    const caller = await member();
    const offsets = Array.from({ length: 20 }, (_, index) => -840 + index * 88);
    const answers = await Promise.all(
      offsets.map((offset) => caller.post(`/promotions/sign-in?utcOffset=${offset}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rewards = (await caller.get('/promotions/rewards')).json().value.list;
    expect(rewards).toMatchObject([{ sourceCode: 'sign_in', amount: 1 }]);
  });

  it('pays straight into the wallet without the reward centre, which then answers contact_service', async () => {
    await putMerchant(app(), 'no-centre', {
      domains: ['no-centre.test'],
      config: { whitelabel: { REWCEN3: false } },
    });
    const caller = await member('no-centre');
    const signed = await caller.post('/promotions/sign-in');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await caller.balance()).toBe(1);
    expect(await ledgerRows(caller.id, 'sign-in')).toHaveLength(1);
    const rewards = await caller.get('/promotions/rewards');
    expect(rewards.statusCode).toBe(403);
    expect(rewards.json().code).toBe('contact_service');
  });

  it('refuses sign-in without the LOGIN promotion and the leaderboard without MISSION', async () => {
    await putMerchant(app(), 'no-promos', {
      domains: ['no-promos.test'],
      config: { promotions: { LOGIN: { enabled: false }, MISSION: { enabled: false } } },
    });
    const caller = await member('no-promos');
    for (const response of [
      await caller.get('/promotions/sign-in'),
      await caller.post('/promotions/sign-in'),
      await caller.get('/promotions/leaderboard'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('feature_unavailable');
    }
    expect(await caller.balance()).toBe(0);
    expect((await app().inject({ method: 'GET', url: api('/promotions/sign-in') })).statusCode).toBe(401);
    const trial = await app().inject({
      method: 'POST',
      url: api('/promotions/sign-in'),
      headers: await trialHeaders(),
    });
    expect(trial.json().code).toBe('free_reject');
    expect((await app().inject({ method: 'GET', url: api('/promotions/rewards') })).statusCode).toBe(401);
  });

  it('closes a Claim entry when the activity ends', async () => {
    const caller = await member();
    await caller.post(`/promotions/activities/${URDU}/join`);
    expect(await caller.statusOf(URDU)).toBe(undefined); // listed in Urdu only
    clock.advance(10 * DAY);
    await caller.relogin();
    const list = (await caller.get('/promotions/activities?language=UR')).json().value.list;
    expect(list.find((a: { id: string }) => a.id === URDU).status).toBe('Close');
    const claim = await caller.post(`/promotions/activities/${URDU}/claim`);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('activity_closed');
    expect(await caller.balance()).toBe(0);
  });
});
