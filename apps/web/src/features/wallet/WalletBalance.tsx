import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSystemStatus } from '../status-gate/index.ts';
import { useWallet } from './api/get-wallet.ts';
import { formatBalance } from './money-format.ts';
import { useBalanceHidden } from './use-balance-hidden.ts';
import styles from './Wallet.module.css';

/** The balance at the top of the wallet screens. */
export function WalletBalance() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { info } = useSystemStatus();
  const wallet = useWallet();
  const [hidden] = useBalanceHidden();
  return (
    <div className={styles.balanceCard}>
      <span>{t('wallet.balance')}</span>
      <span className={styles.balanceValue}>
        {formatBalance({
          amount: wallet.data?.sumBalance,
          currencySymbol: wallet.data?.currencySymbol ?? info.currency.symbol,
          hidden,
          refreshing: wallet.isFetching,
          locale: languageTag(language),
        })}
      </span>
    </div>
  );
}
