import { DEPOSIT_RECEIPT_MAX_BYTES, type Deposit, type DepositChannel } from '@lobby/contract';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { problemText } from '../../shared/forms/problem.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Field } from '../../shared/ui/Field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { sniffImageType } from '../feedback/index.ts';
import { amountFormProblem } from './amount-form-problem.ts';
import { checkAmount } from './amount-rules.ts';
import { useCreateBankTransfer } from './api/create-bank-transfer.ts';
import styles from './BankTransfer.module.css';
import { formatMoney } from './money-format.ts';
import { ReceivingAccount } from './ReceivingAccount.tsx';

type Problems = Partial<Record<'amount' | 'reference' | 'receipt', string>>;

/** Why the picked file cannot be the receipt, checked as the server checks it (size, then first bytes). */
async function receiptProblem(file: File): Promise<'receiptTooLarge' | 'receiptType' | undefined> {
  if (file.size > DEPOSIT_RECEIPT_MAX_BYTES) return 'receiptTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? undefined : 'receiptType';
}

/**
 * The manual bank-transfer channel: the merchant's receiving account (copy buttons), then the amount, the
 * member's transfer reference and a receipt image; the deposit waits for finance's review.
 */
export function BankTransferForm({
  channel,
  channelChoice,
  onCreated,
}: {
  channel: DepositChannel;
  /** The channel chips, shown on top of the form. */
  channelChoice: ReactNode;
  onCreated: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const receiptId = useId();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File>();
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateBankTransfer();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return setReceipt(undefined);
    const problem = await receiptProblem(file);
    if (problem === 'receiptTooLarge')
      setProblems({ ...problems, receipt: t('wallet.bankTransfer.receiptTooLarge') });
    else if (problem) setProblems({ ...problems, receipt: t('errors.image_type_not_allowed') });
    else setProblems({ ...problems, receipt: undefined });
    setReceipt(problem ? undefined : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
    const found: Problems = {
      amount: 'problem' in checked ? problemText(amountFormProblem(checked.problem)) : undefined,
      reference: reference.trim() ? undefined : t('wallet.bankTransfer.referenceRequired'),
      receipt: problems.receipt ?? (receipt ? undefined : t('wallet.bankTransfer.receiptRequired')),
    };
    setProblems(found);
    if ('problem' in checked || found.reference || found.receipt || !receipt) return;
    create.mutate(
      { amount: checked.amount, reference: reference.trim(), receipt },
      {
        onSuccess: onCreated,
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.details.field : undefined;
          if (field === 'amount' || field === 'reference' || field === 'receipt')
            setProblems({ [field]: errorText(t, failure) });
          else showToast(errorText(t, failure), 'short');
        },
      },
    );
  };

  return (
    <Card as="form" onSubmit={submit} noValidate>
      {channelChoice}
      <p className={styles.intro}>{t('wallet.bankTransfer.intro')}</p>
      {channel.receivingAccounts.map((account) => (
        <ReceivingAccount key={account.accountNumber} account={account} />
      ))}
      <Field
        label={t('wallet.depositAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        error={problems.amount}
        hint={t('wallet.limits', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
      />
      <Field
        label={t('wallet.bankTransfer.reference')}
        autoComplete="off"
        maxLength={64}
        value={reference}
        onValueChange={setReference}
        error={problems.reference}
        hint={t('wallet.bankTransfer.referenceHint')}
      />
      <div className={fieldStyles.field}>
        <label htmlFor={receiptId} className={fieldStyles.label}>
          {t('wallet.bankTransfer.receipt')}
        </label>
        <input
          id={receiptId}
          type="file"
          accept="image/png,image/jpeg"
          className={styles.file}
          onChange={(event) => void pick(event)}
          aria-invalid={problems.receipt ? true : undefined}
          aria-describedby={`${receiptId}-note`}
        />
        <p id={`${receiptId}-note`} className={problems.receipt ? fieldStyles.error : fieldStyles.hint}>
          {problems.receipt ?? t('wallet.bankTransfer.receiptHint')}
        </p>
      </div>
      <Button type="submit" variant="gold" block disabled={create.isPending}>
        {t('wallet.bankTransfer.submit')}
      </Button>
    </Card>
  );
}
