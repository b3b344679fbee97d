// Players with player protection on and signed seamless-wallet bets for them, shared by the wallet and the
// mixed-load benchmarks. Import with the TypeScript loader (node --import tsx): the contract is TypeScript.
import { randomBytes, randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@lobby/contract';
import { signedWalletHeaders } from '../../apps/server/src/modules/seamless-wallet/wallet-signature.ts';
import { startBuiltServer } from './built-server.mjs';
import { playerLogin } from './player-login.mjs';

export const BENCH_PASSWORD = 'Bench-Player-2026';

/**
 * A built server with the test facilities and a vendor wallet key, with its default abuse limits. It trusts the
 * bench on the loopback address as its load balancer, which names each player's own address in
 * X-Forwarded-For (`playerAddress`): many players, each from an address of their own, as in production.
 */
export async function startBetServer() {
  const rootKey = randomBytes(32).toString('hex');
  const server = await startBuiltServer({
    NODE_ENV: 'development',
    TEST_FACILITIES: 'true',
    VENDOR_WALLET_KEY: rootKey,
    TRUST_PROXY: 'loopback',
  });
  return { ...server, rootKey };
}

/** The n-th player's own address, in the range set aside for benchmarks (198.18.0.0/15, RFC 2544). */
export const playerAddress = (n) => `198.18.${(n >> 8) & 255}.${(n & 255) + 1}`;

/**
 * `count` players of the demo merchant (the server answers localhost with it), each credited, with a
 * reality-check interval and high loss, wager and session limits of every period (each bet is counted
 * against them, none reaches them), signed in. Answers them (id, username, token), their currency and a game.
 */
export async function createBenchPlayers(url, count) {
  const api = (path) => url + API_PREFIX + path;
  const call = async (method, path, body, token) => {
    const response = await fetch(api(path), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.value;
  };
  const page = await fetch(api(`${API.getGameList.path}?pageSize=1`)).then((response) => response.json());
  const [game] = page.value.games;
  if (!game) throw new Error('the server has no games to bet on');
  const logIn = await playerLogin(url);
  const limits = ['loss', 'wager'].flatMap((kind) =>
    ['day', 'week', 'month'].map((period) => ({ kind, period, amount: 1_000_000_000 })),
  );
  limits.push({ kind: 'session', period: 'day', amount: 1440 });
  let currency = '';
  const players = [];
  for (let index = 0; index < count; index++) {
    const username = `bench${index}${randomBytes(3).toString('hex')}`;
    const member = await call('POST', '/test/members', { username, password: BENCH_PASSWORD });
    ({ currency } = await call('POST', '/test/wallet-credits', { username, amount: 1_000_000 }));
    await call('POST', '/test/reality-check-intervals', { username, seconds: 3600 });
    const address = playerAddress(index);
    const { token } = await logIn(username, BENCH_PASSWORD, address);
    await call('PUT', API.setPlayerLimits.path, { limits }, token);
    players.push({ id: member.id, username, token, address });
  }
  return { players, currency, game, merchant: 'demo' };
}

/** Autocannon requests of `paths` (GET), each by the next of `players` from their own address. */
export function signedInReads(players, paths) {
  let next = 0;
  return paths.map((path) => ({
    method: 'GET',
    path: API_PREFIX + path,
    setupRequest: (request) => {
      const player = players[next++ % players.length];
      return {
        ...request,
        headers: { authorization: `Bearer ${player.token}`, 'x-forwarded-for': player.address },
      };
    },
  }));
}

/**
 * Autocannon requests of signed bets of 1 minor unit, each with new transaction and round ids, for the
 * player `playerOf(n)` answers for the n-th bet.
 */
export function signedBets({ rootKey, merchant, currency, game }, playerOf) {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: API_PREFIX + API.walletCallbackBet.path,
      setupRequest: (request) => {
        const body = JSON.stringify({
          transactionId: randomUUID(),
          roundId: randomUUID(),
          playerId: playerOf(sent++).id,
          currency,
          nodeId: game.nodeId,
          amount: 1,
        });
        const signature = signedWalletHeaders({
          rootKey,
          merchant,
          vendor: game.vassalage,
          timestamp: Date.now(),
          rawBody: body,
        });
        return { ...request, body, headers: { 'content-type': 'application/json', ...signature } };
      },
    },
  ];
}
