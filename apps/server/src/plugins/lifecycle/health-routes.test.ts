import { ReadinessResponse } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app.ts';

const app = useTestApp();

async function readiness(target: FastifyInstance = app()) {
  const response = await target.inject({ method: 'GET', url: '/api/v1/health/ready' });
  return { status: response.statusCode, body: ReadinessResponse.parse(response.json()) };
}

describe('health probes', () => {
  it('liveness answers while the process runs', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, code: 'ok', value: { status: 'ok' } });
  });

  it('readiness is 200 once started, with the database, Redis when configured and migrations checked', async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      code: 'ok',
      value: {
        phase: 'ready',
        checks: {
          database: 'ok',
          redis: app().config.redisUrl ? 'ok' : 'not_configured',
          migrations: 'ok',
        },
      },
    });
  });

  it('readiness is 503 while the newest migration is not applied', async () => {
    const db = app().db;
    const rows = async () =>
      (
        (await db.execute(
          sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
      ).rows;
    const [newest] = await rows();
    if (!newest) throw new Error('no migrations recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        success: false,
        code: 'not_ready',
        value: { phase: 'ready', checks: { database: 'ok', migrations: 'pending' } },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await readiness()).status).toBe(200);
  });

  it('readiness is 503 when the configured Redis does not answer', async () => {
    const withRedis = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const { status, body } = await readiness(withRedis);
      expect(status).toBe(503);
      expect(body.value?.checks).toEqual({ database: 'ok', redis: 'failed', migrations: 'ok' });
    } finally {
      await withRedis.close();
    }
  });
});

describe('readiness while starting and draining', () => {
  let starting: FastifyInstance | undefined;
  afterAll(async () => {
    await starting?.close();
  });

  it('is 503 while the server starts, 200 when ready and 503 again from the start of shutdown', async () => {
    starting = await createTestApp({ starting: true });
    expect(await readiness(starting)).toMatchObject({
      status: 503,
      body: { code: 'not_ready', value: { phase: 'starting', checks: { database: 'ok', migrations: 'ok' } } },
    });
    // Liveness is not readiness: the process is alive while it starts.
    expect((await starting.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);

    starting.lifecycle.markReady();
    expect((await readiness(starting)).status).toBe(200);

    starting.lifecycle.drain();
    expect(await readiness(starting)).toMatchObject({
      status: 503,
      body: { code: 'not_ready', value: { phase: 'draining' } },
    });
    starting.lifecycle.markReady();
    expect((await readiness(starting)).status, 'draining is final').toBe(503);
  });

  it('turns to draining when the app closes', async () => {
    const closing = await createTestApp();
    expect(closing.lifecycle.phase).toBe('ready');
    await closing.close();
    expect(closing.lifecycle.phase).toBe('draining');
  });
});
