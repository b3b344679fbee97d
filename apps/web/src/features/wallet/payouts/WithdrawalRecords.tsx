import type { Withdrawal } from '@lobby/contract';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n.ts';
import { languageTag } from '../../../shared/i18n/language-tags.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import rowStyles from '../../../shared/ui/ItemRow.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { formatMoney } from '../money-format.ts';
import styles from '../Wallet.module.css';
import payoutStyles from './Payouts.module.css';
import { useCancelWithdrawal } from './payout-api.ts';

/** A masked number kept in its own direction inside right-to-left text (first strong isolate). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The member's latest withdrawals with their state; one still pending review can be cancelled. */
export function WithdrawalRecords({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const cancel = useCancelWithdrawal();
  return (
    <Card aria-label={t('wallet.withdrawals')} heading={t('wallet.withdrawals')}>
      {withdrawals.length === 0 ? (
        <p className={styles.muted}>{t('wallet.noWithdrawals')}</p>
      ) : (
        <ul className={`${styles.list} ${payoutStyles.records}`} aria-label={t('wallet.withdrawals')}>
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className={rowStyles.row}>
              <span className={rowStyles.money}>{formatMoney(withdrawal.amount)}</span>
              <span className={styles.badge} data-status={withdrawal.status}>
                {t(`wallet.withdrawalStatus.${withdrawal.status}`)}
              </span>
              <span className={styles.muted}>{dateTime.format(new Date(withdrawal.createdAt))}</span>
              {withdrawal.destination ? (
                <span className={styles.muted}>
                  {t('wallet.payout.to', {
                    account: `${t(`wallet.payout.kinds.${withdrawal.destination.kind}`)} ${isolated(withdrawal.destination.maskedNumber)}`,
                  })}
                </span>
              ) : null}
              {withdrawal.reason ? <span className={payoutStyles.reason}>{withdrawal.reason}</span> : null}
              {withdrawal.status === 'pending_review' ? (
                <span className={payoutStyles.recordActions}>
                  <Button
                    size="sm"
                    aria-label={t('wallet.payout.cancelOf', {
                      amount: formatMoney(withdrawal.amount),
                    })}
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(withdrawal.id, {
                        onSuccess: () => showToast(t('wallet.payout.cancelled'), 'success'),
                        onError: (failure) => showToast(errorText(t, failure)),
                      })
                    }
                  >
                    {t('wallet.payout.cancel')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
