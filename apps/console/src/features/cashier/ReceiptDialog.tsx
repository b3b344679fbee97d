import type { DepositRequest } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import styles from './Deposits.module.css';
import { receiptUrl } from './deposits-api.ts';

/** The receipt a member attached, large, with what it should show beside it. */
export function ReceiptDialog({ deposit, onClose }: { deposit: DepositRequest; onClose: () => void }) {
  const { t } = useTranslation();
  if (!deposit.receiptPath) return null;
  const name = t('deposits.receiptOf', { member: deposit.memberUsername });
  return (
    <Dialog title={name} onClose={onClose}>
      <p>
        {t('deposits.receiptExpect', {
          amount: formatMoney(deposit.amount, deposit.currency),
          reference: deposit.reference ?? '—',
        })}
      </p>
      <img className={styles.receipt} src={receiptUrl(deposit.receiptPath)} alt={name} />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('deposits.close')}
        </Button>
      </div>
    </Dialog>
  );
}
