import type { PayoutAccount, PayoutKindOffer } from '@lobby/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Button, IconButton } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import styles from '../Wallet.module.css';
import { AddPayoutAccountDialog } from './AddPayoutAccountDialog.tsx';
import payoutStyles from './Payouts.module.css';
import { useRemovePayoutAccount } from './payout-api.ts';

/** The member's payout accounts (masked): one is chosen for the withdrawal; add and remove. */
export function PayoutAccountList({
  accounts,
  kinds,
  payeeName,
  chosenId,
  onChoose,
  full,
}: {
  accounts: PayoutAccount[];
  kinds: PayoutKindOffer[];
  payeeName: string | null;
  chosenId: string;
  onChoose: (id: string) => void;
  /** The member keeps the most accounts allowed. */
  full: boolean;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const remove = useRemovePayoutAccount();
  return (
    <Card heading={t('wallet.payout.accounts')} aria-label={t('wallet.payout.accounts')}>
      {accounts.length === 0 ? (
        <p className={styles.muted}>{t('wallet.payout.noAccounts')}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t('wallet.payout.choose')}</legend>
          <ul className={payoutStyles.accounts}>
            {accounts.map((account) => (
              <li key={account.id} className={payoutStyles.account}>
                <label className={payoutStyles.choice}>
                  <input
                    type="radio"
                    name="payout-account"
                    value={account.id}
                    checked={account.id === chosenId}
                    onChange={() => onChoose(account.id)}
                  />
                  <span className={payoutStyles.accountText}>
                    <span className={payoutStyles.accountTitle}>
                      {t(`wallet.payout.kinds.${account.kind}`, { defaultValue: account.kind })} ·{' '}
                      {account.institution}
                    </span>
                    <span className={payoutStyles.number} dir="ltr">
                      {account.maskedNumber}
                    </span>
                    <span className={styles.muted}>{account.holderName}</span>
                  </span>
                </label>
                <IconButton
                  icon={Trash2}
                  label={t('wallet.payout.remove', { account: account.maskedNumber })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(account.id, {
                      onSuccess: () => showToast(t('wallet.payout.removed'), 'success'),
                      onError: (failure) => showToast(errorText(t, failure)),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {payeeName ? null : <p className={styles.muted}>{t('wallet.payout.noPayeeName')}</p>}
      <Button
        icon={Plus}
        block
        onClick={() => setAdding(true)}
        disabled={!payeeName || kinds.length === 0 || full}
      >
        {t('wallet.payout.add')}
      </Button>
      <AddPayoutAccountDialog
        open={adding}
        kinds={kinds}
        payeeName={payeeName}
        onClose={() => setAdding(false)}
        onAdded={(account) => {
          setAdding(false);
          onChoose(account.id);
          showToast(t('wallet.payout.added'), 'success');
        }}
      />
    </Card>
  );
}
