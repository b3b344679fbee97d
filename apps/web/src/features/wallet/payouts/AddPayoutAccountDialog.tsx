import type { PayoutAccount, PayoutKind, PayoutKindOffer } from '@lobby/contract';
import { type FormEvent, useState } from 'react';
import { useForm } from '../../../shared/forms/use-form.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import fieldStyles from '../../../shared/ui/Field.module.css';
import { Field } from '../../../shared/ui/Field.tsx';
import styles from '../Wallet.module.css';
import { useAddPayoutAccount } from './payout-api.ts';

type AccountField = 'institution' | 'accountNumber' | 'holderName';

const FIELDS: readonly AccountField[] = ['institution', 'accountNumber', 'holderName'];

/** Adds a payout account of one of the merchant's kinds; the holder must be the member's payee name. */
export function AddPayoutAccountDialog({
  open,
  kinds,
  payeeName,
  onClose,
  onAdded,
}: {
  open: boolean;
  kinds: PayoutKindOffer[];
  payeeName: string | null;
  onClose: () => void;
  onAdded: (account: PayoutAccount) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PayoutKind>(kinds[0]?.kind ?? 'bank_account');
  const form = useForm<AccountField>({
    initial: { institution: '', accountNumber: '', holderName: payeeName ?? '' },
    order: FIELDS,
    ruleOf: () => ({ required: true }),
  });
  const add = useAddPayoutAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    add.mutate(
      { kind, ...form.values },
      {
        onSuccess: (account) => {
          form.setValues({ institution: '', accountNumber: '', holderName: payeeName ?? '' });
          onAdded(account);
        },
        onError: (failure) => form.showRefusal(failure),
      },
    );
  };
  const fieldText = (field: AccountField) =>
    t(`wallet.payout.fields.${kind}.${field}`, { defaultValue: t(`wallet.payout.fields.${field}`) });
  return (
    <Dialog open={open} onClose={onClose} title={t('wallet.payout.addTitle')} placement="center">
      <form onSubmit={submit} noValidate className={styles.list}>
        <fieldset className={`${styles.group} ${fieldStyles.field}`}>
          <legend className={fieldStyles.label}>{t('wallet.payout.kind')}</legend>
          <div className={styles.chips}>
            {kinds.map((entry) => (
              <button
                key={entry.kind}
                type="button"
                className={styles.chip}
                aria-pressed={entry.kind === kind}
                onClick={() => setKind(entry.kind)}
              >
                {t(`wallet.payout.kinds.${entry.kind}`, { defaultValue: entry.kind })}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label={fieldText('institution')} autoComplete="off" {...form.fieldProps('institution')} />
        <Field
          label={fieldText('accountNumber')}
          autoComplete="off"
          dir="ltr"
          {...form.fieldProps('accountNumber')}
        />
        <Field
          label={fieldText('holderName')}
          autoComplete="name"
          {...form.fieldProps('holderName')}
          hint={payeeName ? t('wallet.payout.holderHint', { name: payeeName }) : undefined}
        />
        <Button type="submit" variant="gold" block disabled={add.isPending}>
          {t('wallet.payout.addSubmit')}
        </Button>
      </form>
    </Dialog>
  );
}
