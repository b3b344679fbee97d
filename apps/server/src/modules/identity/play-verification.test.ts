import type { FreePlayCheck, RealMoneyPlayCheck } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { api, bearer, freshIp, memberCount, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { PNG, sendForm } from '../../test/multipart-form.ts';
import { operatorSession } from '../../test/operators.ts';
import { balanceMinorOf, payoutMember } from '../../test/payouts.ts';
import { vendorCall } from '../../test/vendor-calls.ts';

const app = useTestApp({ clock: new TestClock(), demoCatalogue: 5 });

let vendor = '';
let nodeId = '';
let launchQuery = '';
let next = 1;

beforeAll(async () => {
  const [game] = await app().db.select().from(games).limit(1);
  if (!game) throw new Error('the demo catalogue has no games');
  vendor = game.vassalage;
  nodeId = game.nodeId;
  launchQuery = new URLSearchParams({
    gameCategory: game.gameType,
    vendor,
    gameId: game.gameId,
    nodeId,
  }).toString();
});

/** The demo merchant with these checks (and the rest of its demo config). */
const requireChecks = (kyc: { freePlay?: FreePlayCheck; realMoneyPlay?: RealMoneyPlayCheck }) =>
  putMerchant(app(), 'demo', { domains: ['localhost', '127.0.0.1'], config: { kyc, minimumAge: 21 } });

const trialName = async () => app().inject({ method: 'GET', url: api('/auth/trial-name') });

const trialLogin = (payload: object) =>
  app().inject({
    method: 'POST',
    url: api('/auth/trial-login'),
    remoteAddress: freshIp(),
    payload,
  });

const vendorBody = (playerId: string, amount: number, roundId: string) => ({
  transactionId: `tx-${next++}`,
  roundId,
  playerId,
  currency: 'USD',
  nodeId,
  amount,
});

describe('free play (trial accounts)', () => {
  it('keeps no extra step by default: the system status says so and a trial login needs no confirmation', async () => {
    await requireChecks({});
    const status = await app().inject({ method: 'GET', url: api('/system/status') });
    expect(status.json().value.info.verification).toEqual({
      freePlay: 'none',
      realMoneyPlay: 'ageDeclaration',
    });
    const login = await trialLogin({ trialName: (await trialName()).json().value });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('needs the age confirmation where the merchant asks for it; refused without it, nothing made', async () => {
    await requireChecks({ freePlay: 'ageDeclaration' });
    const name = (await trialName()).json().value;
    const before = await memberCount(app());
    for (const payload of [{ trialName: name }, { trialName: name, ageConfirmed: false }]) {
      const refused = await trialLogin(payload);
      expect([refused.statusCode, refused.json().code, refused.json().value]).toEqual([
        400,
        'age_confirmation_required',
        { field: 'ageConfirmed', minimumAge: 21 },
      ]);
    }
    expect(await memberCount(app())).toBe(before);
    const notBoolean = await trialLogin({ trialName: name, ageConfirmed: 'yes' });
    expect([notBoolean.statusCode, notBoolean.json().value.field]).toEqual([400, 'ageConfirmed']);

    const confirmed = await trialLogin({ trialName: name, ageConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value.customerType).toBe(4);
    expect(await memberCount(app())).toBe(before + 1);
  });

  it('makes no trial account where free play needs a verified identity', async () => {
    const name = (await trialName()).json().value;
    await requireChecks({ freePlay: 'identity' });
    const before = await memberCount(app());
    const refusedName = await trialName();
    expect([refusedName.statusCode, refusedName.json().code]).toEqual([403, 'free_play_needs_identity']);
    const refused = await trialLogin({ trialName: name, ageConfirmed: true });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'free_play_needs_identity']);
    expect(await memberCount(app())).toBe(before);
  });
});

describe('real-money play where the merchant needs a verified identity', () => {
  it('refuses the launch and bets until an operator approves an identity document; a win still lands', async () => {
    await requireChecks({});
    const member = await payoutMember(app(), { credit: 100, prefix: 'kycplay' });
    const launch = () => member.get(`/games/launch?${launchQuery}`);
    expect((await launch()).statusCode).toBe(200);
    const open = `round-${next++}`;
    const opened = await vendorCall(app(), vendor, 'bet', vendorBody(member.id, 100, open));
    expect(opened.statusCode, opened.body).toBe(200);

    await requireChecks({ realMoneyPlay: 'identity' });
    const refusedLaunch = await launch();
    expect([refusedLaunch.statusCode, refusedLaunch.json().code]).toEqual([403, 'identity_not_verified']);
    const before = await balanceMinorOf(app(), member.id);
    const refusedBet = await vendorCall(app(), vendor, 'bet', vendorBody(member.id, 100, `round-${next++}`));
    expect([refusedBet.statusCode, refusedBet.json().code]).toEqual([403, 'identity_not_verified']);
    expect(await balanceMinorOf(app(), member.id)).toBe(before);
    // The round opened before the merchant's change still pays out.
    const win = await vendorCall(app(), vendor, 'win', vendorBody(member.id, 250, open));
    expect(win.statusCode, win.body).toBe(200);
    expect(await balanceMinorOf(app(), member.id)).toBe(before + 250);

    const uploaded = await sendForm(
      app(),
      'POST',
      '/members/me/kyc/documents',
      member.headers,
      {
        kind: 'identity',
      },
      [{ field: 'document', filename: 'id.png', type: 'image/png', bytes: PNG }],
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await launch()).json().code).toBe('identity_not_verified'); // pending is not verified
    const support = await operatorSession(app(), 'support');
    const approved = await support.write(
      'POST',
      `/console/kyc/documents/${uploaded.json().value.id}/review`,
      {
        approve: true,
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    expect((await launch()).statusCode).toBe(200);
    const bet = await vendorCall(app(), vendor, 'bet', vendorBody(member.id, 100, `round-${next++}`));
    expect(bet.statusCode, bet.body).toBe(200);
    expect(await balanceMinorOf(app(), member.id)).toBe(before + 150);
  });

  it('leaves free play to the free-play check: a trial account plays on where only real money needs identity', async () => {
    await requireChecks({ realMoneyPlay: 'identity' });
    const name = (await trialName()).json().value;
    const login = await trialLogin({ trialName: name });
    const headers = bearer(login.json().value.token);
    const launched = await app().inject({ method: 'GET', url: api(`/games/launch?${launchQuery}`), headers });
    expect(launched.statusCode, launched.body).toBe(200);
  });
});
