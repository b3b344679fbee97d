import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { listAuditEvents, recordAuditEvent } from './audit-repository.ts';

const app = useTestApp();

const actor = { operatorId: null, operatorUsername: 'nobody', role: null, merchantCode: 'demo' };

describe('audit events', () => {
  it('are kept and listed newest first', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    await recordAuditEvent(app().db, { actor, action: 'test.first', ip: '10.0.0.1', requestId: 'r1', at });
    await recordAuditEvent(app().db, {
      actor,
      action: 'test.second',
      target: 'x',
      after: { a: 1 },
      ip: '10.0.0.1',
      requestId: 'r2',
      at: new Date(at.getTime() + 1000),
    });
    const page = await listAuditEvents(app().db, { page: 1 }, 'demo');
    expect(page.list.map((event) => event.action)).toEqual(['test.second', 'test.first']);
    expect(page.list[0]).toMatchObject({ target: 'x', after: { a: 1 }, requestId: 'r2' });
    expect((await listAuditEvents(app().db, { page: 1 }, 'other')).list).toEqual([]);
  });

  it('cannot be changed or deleted: the database refuses', async () => {
    const refusal = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(app().db.execute(sql`update audit_events set action = 'changed'`)).rejects.toMatchObject(
      refusal,
    );
    await expect(app().db.execute(sql`delete from audit_events`)).rejects.toMatchObject(refusal);
    const page = await listAuditEvents(app().db, { page: 1 }, 'demo');
    expect(page.list.map((event) => event.action)).toEqual(['test.second', 'test.first']);
  });
});
