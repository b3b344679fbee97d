import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useShownBalance } from '../../features/wallet/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import styles from './AccountBar.module.css';

/** The member's balance in the header: two decimals, masked while hidden or refreshing. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { text: balance, hidden, toggleHidden, wallet } = useShownBalance();
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
      <output className={styles.amount} aria-label={t('wallet.balance')} dir="ltr">
        {balance}
      </output>
      <IconButton
        icon={hidden ? EyeOff : Eye}
        label={t('sideMenu.hideBalance')}
        aria-pressed={hidden}
        onClick={toggleHidden}
      />
      <IconButton
        icon={RefreshCw}
        label={t('wallet.refreshBalance')}
        disabled={wallet.isFetching}
        onClick={() => void wallet.refetch()}
      />
    </div>
  );
}
