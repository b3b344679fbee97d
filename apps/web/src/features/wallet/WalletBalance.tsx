import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useShownBalance } from './use-shown-balance.ts';
import styles from './Wallet.module.css';

/** The balance at the top of the wallet screens. */
export function WalletBalance() {
  const { t } = useTranslation();
  const balance = useShownBalance().text;
  return (
    <div className={styles.balanceCard}>
      <span>{t('wallet.balance')}</span>
      <span className={styles.balanceValue}>{balance}</span>
    </div>
  );
}
