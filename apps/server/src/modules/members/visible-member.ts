import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { findMemberById, type Member } from './member-repository.ts';

/**
 * The member if an operator of `scope` may see them (their merchant; any for a platform operator, scope
 * undefined); else 404 naming the field `id`.
 */
export async function visibleMember(db: Db, id: string, scope: string | undefined): Promise<Member> {
  const member = await findMemberById(db, id);
  if (!member || (scope !== undefined && member.merchantCode !== scope))
    throw new ApiError(404, 'not_found', { field: 'id' });
  return member;
}
