import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const GAMES = 60;
const app = useTestApp({ demoCatalogue: GAMES });
const catalogue = demoCatalogue({ games: GAMES });
const slot = catalogue.games.find((game) => game.gameType === 'RNG') as DemoGame;

let token: string;
let memberId: string;
let trialName: string;

beforeAll(async () => {
  trialName = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
  const trial = await app().inject({ method: 'POST', url: api('/auth/trial-login'), payload: { trialName } });
  token = trial.json().value.token;
  const me = await app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(token) });
  memberId = me.json().value.id;
});

/** What the app's header shows: the wallet's balance, in minor units. */
const headerBalance = async () => {
  const wallet = await app().inject({ method: 'GET', url: api('/wallet'), headers: bearer(token) });
  return Math.round(wallet.json().value.sumBalance * 100);
};

async function openSlot(language = 'EN') {
  const query = new URLSearchParams({
    gameCategory: slot.gameType,
    vendor: slot.vassalage,
    gameId: slot.gameId,
    nodeId: slot.nodeId,
    language,
  });
  const launched = await app().inject({
    method: 'GET',
    url: api(`/games/launch?${query}`),
    headers: bearer(token),
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const opened = await app().inject({
    method: 'POST',
    url: '/sandbox/api/session',
    payload: { token: new URL(launched.json().value.url, 'http://x').searchParams.get('token') },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().value;
}

describe('a trial account in the sandbox games', () => {
  it('starts with the trial balance, one ledger row, which the header and the game both show', async () => {
    const rows = await app()
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'trial')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountMinor).toBe(200_000);
    const game = await openSlot();
    expect(game).toMatchObject({ balance: 200_000, freePlay: false, gameName: slot.gameName });
    expect(await headerBalance()).toBe(game.balance);
  });

  it('names the game in the launch language', async () => {
    expect((await openSlot('ID')).gameName).toBe(slot.names.ID);
  });

  it('keeps the game and the header equal after each round', async () => {
    const game = await openSlot();
    let session = game.session;
    for (let round = 0; round < 3; round++) {
      const spun = await app().inject({
        method: 'POST',
        url: '/sandbox/api/slot/spin',
        payload: { session, stake: 100 },
      });
      expect(spun.statusCode, spun.body).toBe(200);
      session = spun.json().value.session;
      expect(await headerBalance()).toBe(spun.json().value.balance);
    }
  });

  it('does not grant the trial balance again on the next login with the same trial name', async () => {
    const before = await headerBalance();
    const again = await app().inject({
      method: 'POST',
      url: api('/auth/trial-login'),
      payload: { trialName },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await headerBalance()).toBe(before);
  });
});
