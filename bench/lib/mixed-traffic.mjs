// One kind of the mixed-load benchmark's traffic, run in a process of its own (so that no kind waits on
// another's client): reads its orders from MIXED_TRAFFIC (JSON), prints autocannon's result as JSON.

import { API_PREFIX } from '@lobby/contract';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, signedBets, signedInReads } from './bench-players.mjs';
import { loginSealer } from './player-login.mjs';

const orders = JSON.parse(process.env.MIXED_TRAFFIC ?? '{}');
const { kind, url, connections, rate, duration, paths = [], setup } = orders;
const players = setup?.players ?? [];

/** Autocannon requests of this kind; the second answer stops what the kind keeps running. */
async function requestsOf() {
  if (kind === 'guests') return [paths.map((path) => ({ path: API_PREFIX + path })), () => {}];
  if (kind === 'players') return [signedInReads(players, paths), () => {}];
  if (kind === 'bets') return [signedBets(setup, (n) => players[n % players.length]), () => {}];
  // Logins: sealed credentials are good for two minutes and once each, so they are kept topped up. The
  // players take turns, each from their own address, as many people logging in do (one player sending two
  // logins at once would rightly be asked for a captcha).
  const seal = await loginSealer(url);
  const sealed = [];
  let sealing = false;
  let turn = 0;
  const topUp = async () => {
    if (sealing) return;
    sealing = true;
    while (sealed.length < 4 * rate + connections) {
      const player = players[turn++ % players.length];
      sealed.push(await seal(player.username, BENCH_PASSWORD, player.address));
    }
    sealing = false;
  };
  await topUp();
  const timer = setInterval(topUp, 200);
  const login = {
    method: 'POST',
    path: `${API_PREFIX}/auth/login`,
    setupRequest: (request) => ({ ...request, ...sealed.shift() }),
  };
  return [[login], () => clearInterval(timer)];
}

const WINDOW_MS = 10_000;

/** The 99th percentile of each window's latencies (ms), so a slow start or a pause shows where it was. */
const p99s = (windows) =>
  windows.map((latencies) => {
    const sorted = latencies.sort((a, b) => a - b);
    return sorted.length > 0 ? Math.round(sorted[Math.ceil(0.99 * sorted.length) - 1]) : null;
  });

const [requests, stop] = await requestsOf();
const pace = kind === 'logins' ? { overallRate: rate } : { connectionRate: rate };
const started = performance.now();
const windows = Array.from({ length: Math.ceil((1000 * duration) / WINDOW_MS) }, () => []);
const instance = autocannon({ url, connections, duration, requests, ...pace });
instance.on('response', (_client, _status, _bytes, ms) =>
  windows[Math.min(windows.length - 1, Math.floor((performance.now() - started) / WINDOW_MS))].push(ms),
);
const result = await instance;
stop();
process.stdout.write(
  JSON.stringify({
    rate: result.requests.average,
    total: result.requests.total,
    sent: result.requests.sent,
    latency: result.latency,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p99ByWindow: p99s(windows),
  }),
);
