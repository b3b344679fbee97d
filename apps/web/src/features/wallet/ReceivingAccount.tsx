import type { ReceivingAccount as Account } from '@lobby/contract';
import { Copy } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './BankTransfer.module.css';

/** One line of the account (bank, name or number) with a button that copies it. */
function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => showToast(t('wallet.bankTransfer.copied', { label }), 'success'))
      .catch(() => showToast(t('agents.copyFailed')));
  return (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>
        <span dir="ltr">{value}</span>
        <IconButton icon={Copy} label={t('wallet.bankTransfer.copy', { label })} onClick={copy} />
      </dd>
    </div>
  );
}

/** Where the member pays the transfer into: each value can be copied. */
export function ReceivingAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <section className={styles.account} aria-label={t('wallet.bankTransfer.accounts')}>
      <dl className={styles.lines}>
        <CopyLine label={t('wallet.bankTransfer.bankName')} value={account.bankName} />
        <CopyLine label={t('wallet.bankTransfer.accountName')} value={account.accountName} />
        <CopyLine label={t('wallet.bankTransfer.accountNumber')} value={account.accountNumber} />
      </dl>
    </section>
  );
}
