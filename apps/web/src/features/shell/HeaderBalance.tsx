import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import { useSystemStatus } from '../status-gate/index.ts';
import { formatBalance, useBalanceHidden, useWallet } from '../wallet/index.ts';
import styles from './AccountBar.module.css';

/** The member's balance in the header: two decimals, masked while hidden or refreshing. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { info } = useSystemStatus();
  const wallet = useWallet();
  const [hidden, toggleHidden] = useBalanceHidden();
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
      <output className={styles.amount} aria-label={t('wallet.balance')}>
        {formatBalance({
          amount: wallet.data?.sumBalance,
          currencySymbol: wallet.data?.currencySymbol ?? info.currency.symbol,
          hidden,
          refreshing: wallet.isFetching,
          locale: languageTag(language),
        })}
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
