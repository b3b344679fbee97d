import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { realityChecks } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { clockAt, playWrite, type RealityCheckRow } from './reality-check-clock.ts';

export async function findRealityCheck(db: Db, memberId: string): Promise<RealityCheckRow | undefined> {
  const [row] = await db.select().from(realityChecks).where(eq(realityChecks.memberId, memberId));
  return row;
}

/** Stores a launch's or an accepted bet's play: starts a session or moves its last play (decision 0052). */
export async function recordPlay(
  db: Db,
  memberId: string,
  row: RealityCheckRow | undefined,
  now: Date,
): Promise<void> {
  const write = playWrite(row, now);
  if (write === 'new_session') {
    const session = { sessionStartedAt: now, lastPlayAt: now, acknowledgedAt: null };
    await db
      .insert(realityChecks)
      .values({ memberId, ...session })
      .onConflictDoUpdate({ target: realityChecks.memberId, set: session });
  } else if (write === 'last_play') {
    await db.update(realityChecks).set({ lastPlayAt: now }).where(eq(realityChecks.memberId, memberId));
  }
}

/** A launch starts (or continues) the member's play session. */
export async function startPlay(db: Db, memberId: string, now: Date): Promise<void> {
  await recordPlay(db, memberId, await findRealityCheck(db, memberId), now);
}

/** The bet path's one check: a due, unacknowledged reality check refuses the bet (403 reality_check_due). */
export function realityCheckGate(
  row: RealityCheckRow | undefined,
  merchantDefaultMinutes: number,
  now: Date,
): void {
  if (clockAt(row, merchantDefaultMinutes, now).due)
    throw new ApiError(403, 'reality_check_due', { field: 'playerId' });
}

export async function saveInterval(
  db: Db,
  memberId: string,
  fields: { intervalMinutes?: number; testIntervalSeconds?: number | null },
): Promise<void> {
  await db
    .insert(realityChecks)
    .values({ memberId, ...fields })
    .onConflictDoUpdate({ target: realityChecks.memberId, set: fields });
}

export async function saveAcknowledgement(db: Db, memberId: string, now: Date): Promise<void> {
  await db.update(realityChecks).set({ acknowledgedAt: now }).where(eq(realityChecks.memberId, memberId));
}

/** Test facilities only: a short interval in seconds for the member (null: back to minutes). */
export const setTestRealityCheckInterval = (db: Db, memberId: string, seconds: number | null) =>
  saveInterval(db, memberId, { testIntervalSeconds: seconds });
