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

  it('filter by action and time window, and page by 50', async () => {
    const from = new Date('2026-02-01T00:00:00Z');
    for (let index = 0; index < 55; index++)
      await recordAuditEvent(app().db, {
        actor: { ...actor, merchantCode: 'paged' },
        action: 'test.paged',
        ip: null,
        requestId: null,
        at: new Date(from.getTime() + index * 1000),
      });
    const first = await listAuditEvents(app().db, { page: 1, action: 'test.paged' }, 'paged');
    const second = await listAuditEvents(app().db, { page: 2, action: 'test.paged' }, 'paged');
    expect([first.list.length, first.hasMore, second.list.length, second.hasMore]).toEqual([
      50,
      true,
      5,
      false,
    ]);
    const window = await listAuditEvents(
      app().db,
      { page: 1, from: '2026-02-01T00:00:10Z', to: '2026-02-01T00:00:12Z' },
      'paged',
    );
    expect(window.list.map((event) => event.createdAt)).toEqual([
      '2026-02-01T00:00:11.000Z',
      '2026-02-01T00:00:10.000Z',
    ]);
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
