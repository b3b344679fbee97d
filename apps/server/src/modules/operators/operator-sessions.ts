import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema.ts';
import type { Invalidation } from '../../plugins/invalidation/invalidation.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { newToken, sha256Hex } from '../../shared/tokens.ts';
import type { Operator } from './operator-repository.ts';
import { OPERATOR_SESSIONS_TOPIC, SessionCache } from './session-cache.ts';

const MINUTE = 60_000;

/** Console session lifetimes (issue 15): 30 minutes idle, 12 hours absolute. */
export const OPERATOR_SESSION_POLICY = {
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  /** last_seen_at is written at most this often per session. */
  touchEveryMs: MINUTE,
} as const;

export type OperatorSession = typeof operatorSessions.$inferSelect;

export type OperatorAuthentication =
  | { status: 'ok'; session: OperatorSession; operator: Operator }
  | { status: 'unknown' | 'expired' };

/**
 * Sessions of operators, held in a cookie; the members' sessions are another table and another door. Each
 * instance reuses a session row for a short while (SessionCache); ending sessions empties those copies.
 */
export class OperatorSessions {
  private readonly rows: SessionCache<{ session: OperatorSession; operator: Operator }>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly invalidation: Invalidation,
  ) {
    this.rows = new SessionCache(invalidation, async (tokenHash) => {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    });
  }

  async start(operator: Operator, ip: string): Promise<{ session: OperatorSession; token: string }> {
    const token = newToken();
    const now = dateOf(this.clock);
    const [session] = await this.db
      .insert(operatorSessions)
      .values({
        id: randomUUID(),
        tokenHash: sha256Hex(token),
        operatorId: operator.id,
        csrfToken: newToken(),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: dateOf(this.clock, OPERATOR_SESSION_POLICY.absoluteMs),
        ip,
      })
      .returning();
    if (!session) throw new Error('operator session insert returned nothing');
    return { session, token };
  }

  /** The live session of a cookie token and its operator (a disabled operator's sessions count as ended). */
  async authenticate(token: string): Promise<OperatorAuthentication> {
    const row = await this.rows.get(sha256Hex(token));
    if (!row) return { status: 'unknown' };
    const { session, operator } = row;
    const now = this.clock.now();
    if (
      operator.disabled ||
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + OPERATOR_SESSION_POLICY.idleMs <= now
    ) {
      return { status: 'expired' };
    }
    if (now - session.lastSeenAt.getTime() >= OPERATOR_SESSION_POLICY.touchEveryMs) {
      await this.db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(operatorSessions.id, session.id));
      // The cached row too, so the next requests within the cache's bound do not write again.
      session.lastSeenAt = new Date(now);
    }
    return { status: 'ok', session, operator };
  }

  async end(sessionId: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: dateOf(this.clock) })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    await this.invalidation.publish(OPERATOR_SESSIONS_TOPIC, sessionId);
  }

  /** Ends every session of the operator (disabled, or role changed). */
  async endAll(operatorId: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: dateOf(this.clock) })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
    await this.invalidation.publish(OPERATOR_SESSIONS_TOPIC, operatorId);
  }

  /** Drops sessions that ended more than a day ago. */
  async purgeEnded(): Promise<void> {
    const purged = await this.db
      .delete(operatorSessions)
      .where(lt(operatorSessions.expiresAt, dateOf(this.clock, -24 * 60 * MINUTE)))
      .returning({ id: operatorSessions.id });
    // A purged token answers as unknown (in_logged_login), not as expired.
    if (purged.length > 0) await this.invalidation.publish(OPERATOR_SESSIONS_TOPIC, 'purged');
  }
}
