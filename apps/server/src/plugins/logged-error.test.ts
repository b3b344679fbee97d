import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { members } from '../db/schema.ts';
import { createTestApp } from '../test/app.ts';
import { capturedLog } from '../test/log-lines.ts';
import { loggedError, operationOf } from './logged-error.ts';

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const MOBILE = '3009876543';
const IP = '198.51.100.77';

/** A route that stores a member whose name the demo account already has: a unique violation. */
const duplicateMember: FastifyPluginAsync = async (api) => {
  api.post('/probe/duplicate-member', async (request) => {
    const now = new Date();
    await request.server.db.insert(members).values({
      id: randomUUID(),
      merchantCode: 'demo',
      username: 'demo',
      passwordHash: PASSWORD_HASH,
      countryDialingCode: '92',
      mobileNum: MOBILE,
      registrationIp: IP,
      affiliateCode: 'PROBE1',
      createdAt: now,
      updatedAt: now,
    });
    return { success: true, code: 'ok' };
  });
};

describe('a failed query in the log', () => {
  it('names the error code, operation, constraint and request, never the values', async () => {
    const { lines, logStream } = capturedLog();
    const app = await createTestApp({
      config: { logLevel: 'info' },
      logStream,
      apiRoutes: [duplicateMember],
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/v1/probe/duplicate-member' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, code: 'internal_error' });
    } finally {
      await app.close();
    }

    const logged = lines.join('');
    for (const value of [PASSWORD_HASH, 'c2FsdHNhbHQ', MOBILE, IP, 'PROBE1']) {
      expect(logged, value).not.toContain(value);
    }
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      err: {
        operation: 'insert members',
        code: '23505',
        constraint: 'members_username_unique',
        table: 'members',
      },
    });
    expect(failure.err.message).toBe('insert members failed (23505)');
  }, 30_000);
});

describe('loggedError', () => {
  it('keeps message, code and a sanitised cause of other errors', () => {
    const databaseError = Object.assign(new Error(`Key (mobile_num)=(${MOBILE}) already exists`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (mobile_num)=(${MOBILE}) already exists`,
      constraint: 'members_mobile_unique',
    });
    const wrapped = new Error('registration failed', { cause: databaseError });
    const logged = loggedError(wrapped);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'registration failed',
      cause: { code: '23505', constraint: 'members_mobile_unique' },
    });
    expect(JSON.stringify(logged)).not.toContain(MOBILE);
    expect(JSON.stringify(loggedError('a thrown secret'))).not.toContain('secret');
  });

  it('describes a statement by its kind and table', () => {
    expect(operationOf('insert into "ledger_entries" ("id", "amount") values ($1, $2)')).toBe(
      'insert ledger_entries',
    );
    expect(operationOf('select "id" from "members" where "username" = $1')).toBe('select members');
    expect(operationOf('update "wallets" set "balance_minor" = $1')).toBe('update wallets');
    expect(operationOf('delete from "sessions" where "id" = $1')).toBe('delete sessions');
    expect(operationOf('begin')).toBe('begin');
  });
});
