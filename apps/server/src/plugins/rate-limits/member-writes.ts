import type { FastifyRequest } from 'fastify';
import { authOf } from '../sessions/auth-plugin.ts';

/**
 * preHandler of a member's small writes (favourites, read marks, deletes, head icon): one shared budget per
 * member (memberWritesPerMember), answered 429 rate_limited beyond it. Runs after the member guard.
 */
export async function limitMemberWrites(request: FastifyRequest): Promise<void> {
  const { limits } = request.server;
  await limits.consume(limits.settings.memberWritesPerMember, `member-writes:${authOf(request).member.id}`);
}
