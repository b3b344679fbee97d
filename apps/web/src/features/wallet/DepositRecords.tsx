import type { Deposit } from '@lobby/contract';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Card } from '../../shared/ui/Card.tsx';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import styles from './BankTransfer.module.css';
import { formatMoney } from './money-format.ts';
import walletStyles from './Wallet.module.css';

/** The member's latest deposits: amount, channel, state (a rejection with its reason), when. */
export function DepositRecords({ deposits }: { deposits: Deposit[] }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const title = t('wallet.depositRecords');
  if (deposits.length === 0)
    return (
      <Card aria-label={title} heading={title}>
        <p className={walletStyles.muted}>{t('wallet.noDeposits')}</p>
      </Card>
    );
  return (
    <Card aria-label={title} heading={title}>
      <ul className={walletStyles.list} aria-label={title}>
        {deposits.map((deposit) => (
          <li key={deposit.id} className={rowStyles.row}>
            <span className={rowStyles.money}>{formatMoney(deposit.amount)}</span>
            <span className={walletStyles.badge} data-status={deposit.status}>
              {t(`wallet.depositRecordStatus.${deposit.status}`)}
            </span>
            <span className={walletStyles.muted}>
              {t(`wallet.channels.${deposit.channelId}`, { defaultValue: deposit.channelId })}
              {deposit.reference ? <span dir="ltr"> · {deposit.reference}</span> : null}
              {' · '}
              {when.format(new Date(deposit.createdAt))}
            </span>
            {deposit.rejectReason ? (
              <span className={styles.reason}>
                {t('wallet.rejectReason', { reason: deposit.rejectReason })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
