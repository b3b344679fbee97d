import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import { signedWalletHeaders } from '../../modules/seamless-wallet/index.ts';
import { api, createMember } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const METRICS_TOKEN = randomBytes(24).toString('base64url');
const app = useTestApp({
  demoCatalogue: 4,
  config: { metrics: { allow: ['127.0.0.1/8', '::1'], token: METRICS_TOKEN } },
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const SPECIAL_VALUES: Record<string, number> = {
  nan: Number.NaN,
  '+inf': Infinity,
  '-inf': -Infinity,
  inf: Infinity,
};
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** Parses the Prometheus text exposition format strictly; throws on any line that is not valid. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# HELP ')) {
      expect(line, line).toMatch(new RegExp(`^# HELP ${NAME} .*$`));
      continue;
    }
    if (line.startsWith('# TYPE ')) {
      const [, , , type] = line.split(' ');
      expect(TYPES.has(type ?? ''), line).toBe(true);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const [, name = '', labelText = '', valueText = ''] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`bad labels: ${line}`);
      labels[label[1] ?? ''] = label[2] ?? '';
    }
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes Nan).
    const special = SPECIAL_VALUES[valueText.toLowerCase()];
    const value = special ?? Number(valueText);
    if (Number.isNaN(value) && special === undefined) throw new Error(`bad value: ${line}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

const scrape = (options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
  app().inject({ method: 'GET', url: '/metrics', ...options });

async function samples(): Promise<Sample[]> {
  const response = await scrape();
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(response.body);
}

function sampleSum(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const matching = all.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.reduce((total, sample) => total + sample.value, 0);
}

describe('GET /metrics', () => {
  it('answers the Prometheus text format with process and database metrics', async () => {
    const all = await samples();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'lobby_db_waiting',
    ])
      expect(
        all.some((sample) => sample.name === name),
        name,
      ).toBe(true);
    expect(sampleSum(all, 'lobby_db_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(sampleSum(all, 'lobby_db_connection_wait_seconds_count')).toBeGreaterThan(0);
  });

  it('counts a request under its route pattern, never the raw URL', async () => {
    const route = { method: 'GET', route: '/api/v1/system/status', status_code: '200' };
    const before = sampleSum(await samples(), 'lobby_http_request_duration_seconds_count', route);
    const response = await app().inject({ method: 'GET', url: '/api/v1/system/status?lang=EN' });
    expect(response.statusCode).toBe(200);
    const after = await samples();
    expect(sampleSum(after, 'lobby_http_request_duration_seconds_count', route)).toBe(before + 1);

    await app().inject({ method: 'GET', url: api('/wallet/deposits/d-123-secret') });
    const labels = after.concat(await samples()).map((sample) => sample.labels.route ?? '');
    expect(labels.some((label) => label.includes('d-123-secret'))).toBe(false);
    expect(labels).toContain('/api/v1/wallet/deposits/:id');
    expect(labels.filter((label) => label.includes('?'))).toEqual([]);
  });

  it('counts error answers by their code', async () => {
    const labels = { route: '/api/v1/wallet', status_code: '401', code: 'in_logged_login' };
    const before = sampleSum(await samples(), 'lobby_http_errors_total', labels);
    await app().inject({ method: 'GET', url: api('/wallet') });
    await app().inject({ method: 'GET', url: api('/wallet') });
    expect(sampleSum(await samples(), 'lobby_http_errors_total', labels)).toBe(before + 2);
  });

  it('measures the seamless-wallet bets by outcome', async () => {
    const [game] = await app().db.select().from(games).limit(1);
    if (!game) throw new Error('no demo game');
    const member = await createMember(app(), { username: 'metricsbettor', password: 'secret-pass-1' });
    await app().inject({
      method: 'POST',
      url: api('/test/wallet-credits'),
      payload: { username: member.username, amount: 10 },
    });
    const betOnce = (signature?: string) => {
      const raw = JSON.stringify({
        transactionId: `tx-${randomBytes(4).toString('hex')}`,
        roundId: 'r-1',
        playerId: member.id,
        currency: 'USD',
        nodeId: game.nodeId,
        amount: 100,
      });
      const timestamp = app().clock.now();
      const headers = {
        'content-type': 'application/json',
        ...signedWalletHeaders({
          rootKey: app().secrets.vendorWalletKey,
          merchant: DEMO_MERCHANT.code,
          vendor: game.vassalage,
          timestamp,
          rawBody: raw,
        }),
      };
      return app().inject({
        method: 'POST',
        url: api('/seamless-wallet/bet'),
        headers: signature ? { ...headers, 'x-signature': signature } : headers,
        payload: raw,
      });
    };
    expect((await betOnce()).statusCode).toBe(200);
    expect((await betOnce('0'.repeat(64))).statusCode).toBe(401);
    const all = await samples();
    const count = (code: string) =>
      sampleSum(all, 'lobby_wallet_callback_duration_seconds_count', { call: 'bet', code });
    expect(count('ok')).toBe(1);
    expect(count('invalid_signature')).toBe(1);
  });

  it('is refused from another address without the token, and served with it', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    const refused = await scrape(remote);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'access_denied' });
    expect(refused.body).not.toContain('lobby_');

    const wrong = await scrape({ ...remote, headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    // X-Forwarded-For is the client's to write: it never grants access.
    const forwarded = await scrape({ ...remote, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(403);

    const withToken = await scrape({ ...remote, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(parsePrometheus(withToken.body).length).toBeGreaterThan(10);
  });
});
