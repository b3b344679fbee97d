import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerExclusions } from '../../db/schema.ts';

export type ExclusionKind = 'time_out' | 'self_exclusion';
export type ExclusionRow = typeof playerExclusions.$inferSelect;

export interface NewExclusion {
  memberId: string;
  merchantCode: string;
  kind: ExclusionKind;
  period: string;
  startedAt: Date;
  endsAt: Date | null;
}

export async function insertExclusion(db: Db, exclusion: NewExclusion): Promise<ExclusionRow> {
  const [row] = await db.insert(playerExclusions).values(exclusion).returning();
  if (!row) throw new Error('the exclusion was not stored');
  return row;
}

/** The member's latest time-out or self-exclusion: the one that decides what the member may do. */
export async function latestExclusion(db: Db, memberId: string): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerExclusions)
    .where(eq(playerExclusions.memberId, memberId))
    .orderBy(desc(playerExclusions.startedAt))
    .limit(1);
  return row;
}

/** Records the member's request to return after an ended self-exclusion; only the first request counts. */
export async function requestReturn(db: Db, id: string, reopensAt: Date): Promise<Date> {
  const [set] = await db
    .update(playerExclusions)
    .set({ reopensAt })
    .where(and(eq(playerExclusions.id, id), isNull(playerExclusions.reopensAt)))
    .returning({ reopensAt: playerExclusions.reopensAt });
  if (set?.reopensAt) return set.reopensAt;
  const [stored] = await db
    .select({ reopensAt: playerExclusions.reopensAt })
    .from(playerExclusions)
    .where(eq(playerExclusions.id, id));
  return stored?.reopensAt ?? reopensAt;
}

/**
 * Subquery: ids of members whose self-exclusion keeps their account closed (not yet reopened), for
 * marketing audiences to skip. Compared with the database's clock: a campaign is delivered in real time.
 */
export const selfExcludedMemberIds = (db: Db) =>
  db
    .select({ memberId: playerExclusions.memberId })
    .from(playerExclusions)
    .where(
      and(
        eq(playerExclusions.kind, 'self_exclusion'),
        or(isNull(playerExclusions.reopensAt), gt(playerExclusions.reopensAt, sql`now()`)),
      ),
    );
