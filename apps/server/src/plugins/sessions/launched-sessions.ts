import type { FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { assertPlatformOpen } from '../../modules/system/index.ts';

/** What a game or chat session keeps of the member session it was launched from (in its signed claims). */
export interface SessionLink {
  /** The member session (sessions.id) that launched it. */
  sessionId: string;
  memberId: string;
  /** Epoch ms of the launch: a password changed after it ends the launched session. */
  iat: number;
}

export type LinkedSession = { status: 'live'; member: Member } | { status: 'ended' | 'disabled' };

/**
 * Game and chat sessions belong to the member session that launched them (docs/decisions,
 * sessions-hardening): each of their calls asks whether that session is still live (not logged out, ended
 * by a password change elsewhere, timed out or idle), whether the password stayed as it was at the launch
 * and the member enabled, and applies the platform gate of the session's merchant (503
 * platform_maintenance, 403 ip_blocked) as /api does. The call counts as activity against idle expiry.
 */
export async function linkedSession(request: FastifyRequest, link: SessionLink): Promise<LinkedSession> {
  const { server } = request;
  const result = await server.sessions.authenticateById(link.sessionId);
  if (result.status === 'disabled') return { status: 'disabled' };
  if (result.status !== 'ok' || result.member.id !== link.memberId) return { status: 'ended' };
  const { member, session } = result;
  if (member.passwordChangedAt && member.passwordChangedAt.getTime() > link.iat) return { status: 'ended' };
  const merchant = await server.merchants.find(session.merchantCode);
  if (!merchant) return { status: 'ended' };
  assertPlatformOpen(request, merchant.config);
  return { status: 'live', member };
}
