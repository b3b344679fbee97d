// One kind of the mixed-load benchmark's traffic, run in a process of its own (so that no kind waits on
// another's client), forked by mixed-load.mjs with its orders as JSON in MIXED_TRAFFIC. It prepares its
// requests, tells the parent it is ready and waits for the word to start, so that no process's start-up
// (loading, sealing logins) runs beside another's measured traffic. Its connections stay open from the
// warm-up into the measured seconds, as players' connections do: only answers that come after the warm-up
// are measured. Sends the result to the parent.

import { API_PREFIX } from '@lobby/contract';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, signedBets, signedInReads } from './bench-players.mjs';
import { loginSealer } from './player-login.mjs';

const orders = JSON.parse(process.env.MIXED_TRAFFIC ?? '{}');
const { kind, url, connections, rate, warmUp, duration, paths = [], setup } = orders;
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

const [requests, stop] = await requestsOf();
await new Promise((resolve) => {
  process.once('message', resolve);
  process.send({ ready: true });
});

const pace = kind === 'logins' ? { overallRate: rate } : { connectionRate: rate };
const started = performance.now();
const measuredFrom = started + 1000 * warmUp;
/** Latencies (ms) of the answers after the warm-up, and how many of those were not 2xx. */
const latencies = [];
const windows = Array.from({ length: Math.ceil((1000 * duration) / WINDOW_MS) }, () => []);
let measuredNon2xx = 0;
const instance = autocannon({ url, connections, duration: warmUp + duration, requests, ...pace });
instance.on('response', (_client, status, _bytes, ms) => {
  const now = performance.now();
  if (now < measuredFrom) return;
  latencies.push(ms);
  if (status < 200 || status > 299) measuredNon2xx += 1;
  windows[Math.min(windows.length - 1, Math.floor((now - measuredFrom) / WINDOW_MS))].push(ms);
});
const result = await instance;
stop();
process.send(
  {
    latencies,
    windows,
    rate: latencies.length / duration,
    measuredNon2xx,
    // Over the warm-up and the measured seconds: every answer and failure counts for the ledger and errors.
    ok: result['2xx'],
    sent: result.requests.sent,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  },
  () => process.disconnect(),
); // Only once sent: a large result would otherwise be cut off.
