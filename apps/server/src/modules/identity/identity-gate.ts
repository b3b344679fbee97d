import { toMinor } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { findMemberById } from '../members/index.ts';
import { findKycWithdrawalThreshold } from '../merchants/index.ts';

/**
 * requestWithdrawal's identity check (decision 0053): above the merchant's threshold the member needs an
 * approved identity document; otherwise 409 identity_not_verified on `amount`, nothing written.
 */
export async function identityGate(db: Db, memberId: string, amountMinor: number): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) return;
  const threshold = await findKycWithdrawalThreshold(db, member.merchantCode);
  if (threshold === undefined || amountMinor <= (toMinor(threshold) ?? 0)) return;
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
  if (!approved) throw new ApiError(409, 'identity_not_verified', { field: 'amount', threshold });
}
