import { type PayoutFee, toMinor, withdrawalFeeMinor } from '@lobby/contract';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { formatMoney } from '../money-format.ts';
import styles from './Payouts.module.css';

/** Before confirming: the fee of the chosen account's kind, what leaves the balance and what arrives. */
export function WithdrawalFeeSummary({
  amount,
  fee,
}: {
  amount: number | undefined;
  fee: PayoutFee | undefined;
}) {
  const { t } = useTranslation();
  const amountMinor = amount === undefined ? undefined : toMinor(amount);
  if (amount === undefined || amountMinor === undefined || !fee) return null;
  const feeMinor = withdrawalFeeMinor(amountMinor, fee);
  return (
    <dl className={styles.summary}>
      <dt>{t('wallet.payout.fee')}</dt>
      <dd>{formatMoney(feeMinor / 100)}</dd>
      <dt>{t('wallet.payout.debited')}</dt>
      <dd>{formatMoney((amountMinor + feeMinor) / 100)}</dd>
      <dt>{t('wallet.payout.received')}</dt>
      <dd className={styles.received}>{formatMoney(amount)}</dd>
    </dl>
  );
}
