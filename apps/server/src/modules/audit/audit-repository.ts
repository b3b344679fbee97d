import { randomUUID } from 'node:crypto';
import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditEventsQuery } from '@lobby/contract';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';

/** Who acted, as copied into the row (null fields when nobody is known, e.g. an unknown username). */
export interface AuditActor {
  operatorId: string | null;
  operatorUsername: string | null;
  role: string | null;
  merchantCode: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip: string | null;
  requestId: string | null;
  at: Date;
}

/** Appends one row; the database refuses to change or delete it afterwards. */
export async function recordAuditEvent(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: randomUUID(),
    ...entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip,
    requestId: entry.requestId,
    createdAt: entry.at,
  });
}

type AuditRow = typeof auditEvents.$inferSelect;

const eventOf = (row: AuditRow): AuditEvent => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * One page of events, newest first, filtered; `merchantCode` (an operator's own merchant) limits it to
 * that merchant's rows, undefined shows every merchant's (a platform operator).
 */
export async function listAuditEvents(
  db: Db,
  query: AuditEventsQuery,
  merchantCode: string | undefined,
): Promise<{ list: AuditEvent[]; page: number; hasMore: boolean }> {
  const filters: (SQL | undefined)[] = [
    merchantCode === undefined ? undefined : eq(auditEvents.merchantCode, merchantCode),
    query.operatorId ? eq(auditEvents.operatorId, query.operatorId) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(auditEvents.createdAt, new Date(query.to)) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return pageOf(rows, query.page, AUDIT_PAGE_SIZE, eventOf);
}
