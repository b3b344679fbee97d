import type {
  OperatorLimit,
  OperatorLimitSetting,
  PlayerLimitKind,
  PlayerLimitPeriod,
} from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { playerLimits } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { checkSettings, rowOf, shown, storedOf } from './limit-amounts.ts';
import { findLimits, type LimitRow } from './limit-repository.ts';

function operatorLimitsOf(rows: LimitRow[]): OperatorLimit[] {
  return rows.flatMap((row) => {
    const kind = row.kind as PlayerLimitKind;
    const amount = shown(kind, row.operatorAmountMinor);
    if (amount === null) return [];
    return [
      {
        kind,
        period: row.period as PlayerLimitPeriod,
        amount,
        reason: row.operatorReason ?? '',
        setBy: row.operatorSetBy ?? '',
        setAt: (row.operatorSetAt ?? row.updatedAt).toISOString(),
      },
    ];
  });
}

/** The limits operators set on the member, with who set them and why (decision 0055). */
export const operatorLimits = async (db: Db, memberId: string): Promise<OperatorLimit[]> =>
  operatorLimitsOf(await findLimits(db, memberId));

/**
 * Sets (or, amount null, removes) operator limits at once. An operator limit is never looser than the
 * member's own limit in force: 400 operator_limit_looser naming the field, nothing written. Answers the
 * operator limits before and after, for the audit trail.
 */
export async function setOperatorLimits(
  db: Db,
  memberId: string,
  settings: OperatorLimitSetting[],
  by: { username: string; reason: string },
  now: Date,
): Promise<{ before: OperatorLimit[]; after: OperatorLimit[] }> {
  checkSettings(settings);
  const rows = await findLimits(db, memberId);
  for (const [index, setting] of settings.entries()) {
    const own = rowOf(rows, setting.kind, setting.period)?.amountMinor ?? null;
    const wanted = storedOf(setting.kind, setting.amount);
    if (wanted !== null && own !== null && wanted > own)
      throw new ApiError(400, 'operator_limit_looser', {
        field: `limits.${index}.amount`,
        playerAmount: shown(setting.kind, own),
      });
  }
  await db.transaction(async (tx) => {
    for (const setting of settings) {
      const wanted = storedOf(setting.kind, setting.amount);
      const operator = {
        operatorAmountMinor: wanted,
        operatorReason: wanted === null ? null : by.reason,
        operatorSetBy: wanted === null ? null : by.username,
        operatorSetAt: wanted === null ? null : now,
        updatedAt: now,
      };
      await tx
        .insert(playerLimits)
        .values({ memberId, kind: setting.kind, period: setting.period, ...operator })
        .onConflictDoUpdate({
          target: [playerLimits.memberId, playerLimits.kind, playerLimits.period],
          set: operator,
        });
    }
  });
  return { before: operatorLimitsOf(rows), after: await operatorLimits(db, memberId) };
}
