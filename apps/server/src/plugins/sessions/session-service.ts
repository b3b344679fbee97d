import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Member } from '../../db/schema.ts';
import { rememberTokens, sessions } from '../../db/schema.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { newToken, sha256Hex } from '../../shared/tokens.ts';

const MINUTE = 60_000;

/** Session lifetimes: see the report of issue 3 for why these numbers. */
export const SESSION_POLICY = {
  /** A session unused this long ends. */
  idleMs: 30 * MINUTE,
  /** A session ends this long after login, however active. */
  absoluteMs: 12 * 60 * MINUTE,
  /** last_seen_at is written at most this often per session (idle expiry is that much coarse). */
  touchEveryMs: MINUTE,
  /** A remember token lasts this long, and is replaced by a new one at every use. */
  rememberMs: 30 * 24 * 60 * MINUTE,
} as const;

export type Session = typeof sessions.$inferSelect;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface StartedSession {
  session: Session;
  /** The bearer token; only its hash is stored. */
  token: string;
  rememberToken?: string;
}

/**
 * A row of this plugin's tables and the member it names, in one query: the members module joins its table
 * (the composition root passes its lookup in).
 */
export type RowWithMemberLookup = <T extends PgTable>(
  db: Db,
  source: { table: T; memberId: PgColumn; where: SQL },
) => Promise<{ row: T['$inferSelect']; member: Member } | undefined>;

export type Authentication =
  | { status: 'ok'; session: Session; member: Member }
  | { status: 'unknown' | 'expired' | 'disabled' };

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly withMember: RowWithMemberLookup,
  ) {}

  /** A new session (new token at every login), with a remember token when asked. */
  async start(member: Member, client: ClientInfo, remember: boolean): Promise<StartedSession> {
    const token = newToken();
    const now = dateOf(this.clock);
    const [session] = await this.db
      .insert(sessions)
      .values({
        id: randomUUID(),
        tokenHash: sha256Hex(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: dateOf(this.clock, SESSION_POLICY.absoluteMs),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 256),
      })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    if (!remember) return { session, token };
    return { session, token, rememberToken: await this.issueRememberToken(member, session.id) };
  }

  /** The session and member behind a bearer token of this merchant, refreshing idle expiry now and then. */
  async authenticate(token: string, merchantCode: string): Promise<Authentication> {
    const row = await this.find(eq(sessions.tokenHash, sha256Hex(token)));
    if (!row || row.session.merchantCode !== merchantCode) return { status: 'unknown' };
    return this.check(row);
  }

  /**
   * The session of this id and its member, as authenticate answers them: what a game or chat session
   * launched from it checks on every call (its use also counts as activity against idle expiry).
   */
  async authenticateById(sessionId: string): Promise<Authentication> {
    const row = await this.find(eq(sessions.id, sessionId));
    return row ? this.check(row) : { status: 'unknown' };
  }

  private async find(where: SQL): Promise<{ session: Session; member: Member } | undefined> {
    const found = await this.withMember(this.db, { table: sessions, memberId: sessions.memberId, where });
    return found && { session: found.row, member: found.member };
  }

  private async check({ session, member }: { session: Session; member: Member }): Promise<Authentication> {
    const now = this.clock.now();
    if (session.revokedAt !== null || !this.isLive(session)) return { status: 'expired' };
    if (member.disabled) return { status: 'disabled' };
    if (now - session.lastSeenAt.getTime() >= SESSION_POLICY.touchEveryMs) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, session.id));
    }
    return { status: 'ok', session, member };
  }

  /** Ends one session and the remember tokens issued with it. */
  async end(sessionId: string): Promise<void> {
    const now = dateOf(this.clock);
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.db
      .update(rememberTokens)
      .set({ revokedAt: now })
      .where(and(eq(rememberTokens.sessionId, sessionId), isNull(rememberTokens.revokedAt)));
  }

  /** Ends the session of a bearer token (logout), expired or not; unknown tokens are ignored. */
  async endByToken(token: string, merchantCode: string): Promise<void> {
    const [session] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sha256Hex(token)), eq(sessions.merchantCode, merchantCode)))
      .limit(1);
    if (session) await this.end(session.id);
  }

  /** The member's sessions that still work (not ended, not expired), newest first. */
  async openSessions(memberId: string): Promise<Session[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.createdAt));
    return rows.filter((session) => this.isLive(session));
  }

  private isLive(session: Session): boolean {
    const now = this.clock.now();
    return session.expiresAt.getTime() > now && session.lastSeenAt.getTime() + SESSION_POLICY.idleMs > now;
  }

  /**
   * Ends every session of the member but `keepSessionId`, and every remember token not issued with it;
   * answers how many of the ended sessions still worked.
   */
  async endAllOthers(memberId: string, keepSessionId?: string): Promise<number> {
    const now = dateOf(this.clock);
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning();
    await this.db
      .update(rememberTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(rememberTokens.memberId, memberId),
          isNull(rememberTokens.revokedAt),
          keepSessionId
            ? or(isNull(rememberTokens.sessionId), ne(rememberTokens.sessionId, keepSessionId))
            : undefined,
        ),
      );
    return ended.filter((session) => this.isLive(session)).length;
  }

  /** Revokes a remember token the client holds (logout); unknown tokens are ignored. */
  async revokeRememberToken(token: string): Promise<void> {
    await this.db
      .update(rememberTokens)
      .set({ revokedAt: dateOf(this.clock) })
      .where(and(eq(rememberTokens.tokenHash, sha256Hex(token)), isNull(rememberTokens.revokedAt)));
  }

  /**
   * Exchanges a remember token for a session and a new remember token; the old one stops working. A
   * token presented again after its exchange was copied: every remember token of the member is revoked.
   */
  async exchangeRememberToken(
    token: string,
    merchantCode: string,
    client: ClientInfo,
  ): Promise<{ member: Member; started: StartedSession } | undefined> {
    const found = await this.withMember(this.db, {
      table: rememberTokens,
      memberId: rememberTokens.memberId,
      where: eq(rememberTokens.tokenHash, sha256Hex(token)),
    });
    if (!found || found.row.merchantCode !== merchantCode) return undefined;
    const { row: remembered, member } = found;
    const now = dateOf(this.clock);
    if (remembered.rotatedAt !== null) {
      await this.db
        .update(rememberTokens)
        .set({ revokedAt: now })
        .where(and(eq(rememberTokens.memberId, member.id), isNull(rememberTokens.revokedAt)));
      return undefined;
    }
    if (remembered.revokedAt !== null || remembered.expiresAt <= now || member.disabled) return undefined;
    // Only one exchange wins when the same token arrives twice at once.
    const claimed = await this.db
      .update(rememberTokens)
      .set({ rotatedAt: now, revokedAt: now })
      .where(
        and(
          eq(rememberTokens.id, remembered.id),
          isNull(rememberTokens.revokedAt),
          gt(rememberTokens.expiresAt, now),
        ),
      )
      .returning({ id: rememberTokens.id });
    if (claimed.length === 0) return undefined;
    return { member, started: await this.start(member, client, true) };
  }

  /** Drops sessions and remember tokens that ended more than a day ago. */
  async purgeEnded(): Promise<void> {
    const dayAgo = dateOf(this.clock, -24 * 60 * MINUTE);
    await this.db.delete(rememberTokens).where(lt(rememberTokens.expiresAt, dayAgo));
    await this.db.delete(sessions).where(lt(sessions.expiresAt, dayAgo));
  }

  private async issueRememberToken(member: Member, sessionId: string): Promise<string> {
    const token = newToken();
    await this.db.insert(rememberTokens).values({
      id: randomUUID(),
      tokenHash: sha256Hex(token),
      memberId: member.id,
      merchantCode: member.merchantCode,
      sessionId,
      createdAt: dateOf(this.clock),
      expiresAt: dateOf(this.clock, SESSION_POLICY.rememberMs),
    });
    return token;
  }
}
