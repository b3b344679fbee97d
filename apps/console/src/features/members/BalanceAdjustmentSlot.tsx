import type { ConsoleMemberProfile } from '@lobby/contract';

/**
 * Where the balance-adjustment form (createBalanceAdjustment, built in its own branch) goes on the member's
 * page. Renders nothing until that form is put here.
 */
export function BalanceAdjustmentSlot(_props: { member: ConsoleMemberProfile }) {
  return null;
}
