import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { RETURN_COOLING_OFF_MS } from './exclusion-periods.ts';
import { type ExclusionRow, latestExclusion, requestReturn } from './exclusion-repository.ts';

/** Why an excluded member is refused, and until when (null: permanent, or until the member asks to return). */
export interface ExclusionBlock {
  code: 'timed_out' | 'self_excluded' | 'self_exclusion_return_pending';
  until: Date | null;
}

function blockOf(row: ExclusionRow | undefined, now: Date): ExclusionBlock | undefined {
  if (!row) return undefined;
  const running = row.endsAt === null || row.endsAt > now;
  if (row.kind === 'time_out') return running ? { code: 'timed_out', until: row.endsAt } : undefined;
  if (running) return { code: 'self_excluded', until: row.endsAt };
  if (row.reopensAt === null) return { code: 'self_exclusion_return_pending', until: null };
  return row.reopensAt > now ? { code: 'self_exclusion_return_pending', until: row.reopensAt } : undefined;
}

/** What keeps the member from playing now, if anything (seamless-wallet bets, game launch). */
export async function exclusionBlock(
  db: Db,
  memberId: string,
  now: Date,
): Promise<ExclusionBlock | undefined> {
  return blockOf(await latestExclusion(db, memberId), now);
}

export const exclusionError = (block: ExclusionBlock, field?: string): ApiError =>
  new ApiError(403, block.code, { ...(field ? { field } : {}), until: block.until?.toISOString() ?? null });

/**
 * Refuses the login of an excluded member with the code and end time. The first login after a
 * self-exclusion ended is the member's request to return: the account reopens 24 hours later (decision 0050).
 */
export async function assertMayLogIn(db: Db, memberId: string, now: Date): Promise<void> {
  const row = await latestExclusion(db, memberId);
  const block = blockOf(row, now);
  if (!block) return;
  if (row && block.code === 'self_exclusion_return_pending' && block.until === null) {
    const reopensAt = await requestReturn(db, row.id, new Date(now.getTime() + RETURN_COOLING_OFF_MS));
    throw exclusionError({ code: block.code, until: reopensAt });
  }
  throw exclusionError(block);
}
