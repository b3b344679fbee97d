import { isRealMember, type KycConfig, toMinor } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { findMemberById } from '../members/index.ts';
import { findKycWithdrawalThreshold } from '../merchants/index.ts';

/** Whether the member has an approved identity document (decision 0053): one indexed read. */
export async function identityVerified(db: Db, memberId: string): Promise<boolean> {
  const [approved] = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.memberId, memberId),
        eq(kycDocuments.kind, 'identity'),
        eq(kycDocuments.status, 'approved'),
      ),
    )
    .limit(1);
  return approved !== undefined;
}

/**
 * requestWithdrawal's identity check (decision 0053): above the merchant's threshold the member needs an
 * approved identity document; otherwise 409 identity_not_verified on `amount`, nothing written.
 */
export async function identityGate(db: Db, memberId: string, amountMinor: number): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) return;
  const threshold = await findKycWithdrawalThreshold(db, member.merchantCode);
  if (threshold === undefined || amountMinor <= (toMinor(threshold) ?? 0)) return;
  if (!(await identityVerified(db, memberId)))
    throw new ApiError(409, 'identity_not_verified', { field: 'amount', threshold });
}

/**
 * Whether a play of this member needs a verified identity (decision 0056): a real member's real-money
 * play by `realMoneyPlay`, a trial account's or a free-play launch's by `freePlay`.
 */
export function playNeedsIdentity(
  memberType: number,
  checks: Pick<KycConfig, 'freePlay' | 'realMoneyPlay'>,
  freePlay = false,
): boolean {
  return (isRealMember(memberType) && !freePlay ? checks.realMoneyPlay : checks.freePlay) === 'identity';
}

/** 403 identity_not_verified: the merchant's play needs an approved identity document the member lacks. */
export const identityNotVerified = (field?: string): ApiError =>
  new ApiError(403, 'identity_not_verified', field ? { field } : undefined);

/** launchGame's identity check (decision 0056): refused with 403 identity_not_verified, nothing recorded. */
export async function launchIdentityGate(
  db: Db,
  member: { id: string; type: number },
  checks: Pick<KycConfig, 'freePlay' | 'realMoneyPlay'>,
  freePlay: boolean,
): Promise<void> {
  if (playNeedsIdentity(member.type, checks, freePlay) && !(await identityVerified(db, member.id)))
    throw identityNotVerified();
}
