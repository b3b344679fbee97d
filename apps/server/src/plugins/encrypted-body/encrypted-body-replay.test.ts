import { SEALED_MAX_AGE_MS, SEALED_MAX_AHEAD_MS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createMember, freshIp, sealFor, TestClock } from '../../test/accounts.ts';
import { createSiblingApp, useTestApp } from '../../test/app.ts';

const clock = new TestClock();
const app = useTestApp({ clock });
const PASSWORD = 'replay-pass-1';
let sibling: FastifyInstance;

beforeAll(async () => {
  await createMember(app(), { username: 'replayed', password: PASSWORD });
  sibling = await createSiblingApp(app());
});

afterAll(async () => {
  await sibling?.close();
});

const credentials = { type: 'username', username: 'replayed', password: PASSWORD, portal: 'member' };

const send = (target: FastifyInstance, sealed: Awaited<ReturnType<typeof sealFor>>) =>
  target.inject({
    method: 'POST',
    url: api('/auth/login'),
    remoteAddress: freshIp(),
    headers: sealed.headers,
    payload: sealed.payload,
  });

describe('encrypted bodies against replay', () => {
  it('refuses a captured login body sent again, to the same instance and to another one', async () => {
    const sealed = await sealFor(app(), credentials);
    const first = await send(app(), sealed);
    expect(first.statusCode, first.body).toBe(200);
    for (const target of [app(), sibling]) {
      const replayed = await send(target, sealed);
      expect(replayed.statusCode, replayed.body).toBe(400);
      expect(replayed.json()).toEqual({
        success: false,
        code: 'encryption_replayed',
        value: { field: 'nonce' },
      });
    }
  });

  it('refuses a body replayed to a second instance before the first one saw it, once', async () => {
    const sealed = await sealFor(app(), credentials);
    const answers = await Promise.all([send(app(), sealed), send(sibling, sealed)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a body sealed over 2 minutes ago or over 30 s ahead, telling the server time', async () => {
    const now = clock.now();
    for (const timestamp of [now - SEALED_MAX_AGE_MS - 1, now + SEALED_MAX_AHEAD_MS + 1]) {
      const response = await send(app(), await sealFor(app(), credentials, timestamp));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'encryption_expired',
        value: { field: 'timestamp', serverTime: now },
      });
    }
    for (const timestamp of [now - SEALED_MAX_AGE_MS + 1_000, now + SEALED_MAX_AHEAD_MS - 1_000]) {
      const response = await send(app(), await sealFor(app(), credentials, timestamp));
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('still refuses the replay once the window has passed: then the timestamp is too old', async () => {
    const sealed = await sealFor(app(), credentials);
    expect((await send(app(), sealed)).statusCode).toBe(200);
    clock.advance(SEALED_MAX_AGE_MS + 1);
    await app().singleUse.purgeExpired();
    const late = await send(sibling, sealed);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('encryption_expired');
  });
});
