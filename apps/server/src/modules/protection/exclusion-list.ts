import { type ConsoleExclusionsQuery, EXCLUSIONS_PAGE_SIZE } from '@lobby/contract';
import { and, desc, eq, gt, isNull, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerExclusions } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import type { ExclusionRow } from './exclusion-repository.ts';

/** A time-out or self-exclusion for the console; the caller adds the member's username. */
export interface ListedExclusion {
  id: string;
  memberId: string;
  merchantCode: string;
  kind: 'time_out' | 'self_exclusion';
  period: string;
  startedAt: string;
  endsAt: string | null;
  reopensAt: string | null;
  active: boolean;
}

/** Still keeps the member out: running, or a self-exclusion whose account has not reopened (decision 0050). */
const activeAt = (now: Date): SQL =>
  or(
    isNull(playerExclusions.endsAt),
    gt(playerExclusions.endsAt, now),
    and(
      eq(playerExclusions.kind, 'self_exclusion'),
      or(isNull(playerExclusions.reopensAt), gt(playerExclusions.reopensAt, now)),
    ),
  ) as SQL;

const isActive = (row: ExclusionRow, now: Date): boolean =>
  row.endsAt === null ||
  row.endsAt > now ||
  (row.kind === 'self_exclusion' && (row.reopensAt === null || row.reopensAt > now));

const listedOf =
  (now: Date) =>
  (row: ExclusionRow): ListedExclusion => ({
    id: row.id,
    memberId: row.memberId,
    merchantCode: row.merchantCode,
    kind: row.kind as ListedExclusion['kind'],
    period: row.period,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    reopensAt: row.reopensAt?.toISOString() ?? null,
    active: isActive(row, now),
  });

/** The member's time-outs and self-exclusions, newest first. */
export async function memberExclusions(db: Db, memberId: string, now: Date): Promise<ListedExclusion[]> {
  const rows = await db
    .select()
    .from(playerExclusions)
    .where(eq(playerExclusions.memberId, memberId))
    .orderBy(desc(playerExclusions.startedAt));
  return rows.map(listedOf(now));
}

/** A page of the merchant's (every merchant's: scope undefined) exclusions, newest first, by the filters. */
export async function listExclusions(
  db: Db,
  query: ConsoleExclusionsQuery,
  scope: string | undefined,
  now: Date,
): Promise<{ list: ListedExclusion[]; page: number; hasMore: boolean }> {
  const state =
    query.state === undefined ? undefined : query.state === 'active' ? activeAt(now) : not(activeAt(now));
  const rows = await db
    .select()
    .from(playerExclusions)
    .where(
      and(
        scope === undefined ? undefined : eq(playerExclusions.merchantCode, scope),
        query.kind === undefined ? undefined : eq(playerExclusions.kind, query.kind),
        state,
      ),
    )
    .orderBy(desc(playerExclusions.startedAt), desc(playerExclusions.id))
    .offset((query.page - 1) * EXCLUSIONS_PAGE_SIZE)
    .limit(EXCLUSIONS_PAGE_SIZE + 1);
  return pageOf(rows, query.page, EXCLUSIONS_PAGE_SIZE, listedOf(now));
}
