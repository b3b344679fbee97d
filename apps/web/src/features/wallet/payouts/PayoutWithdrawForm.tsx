import type { PayoutAccounts, WithdrawalOverview } from '@lobby/contract';
import { type FormEvent, useState } from 'react';
import { useForm } from '../../../shared/forms/use-form.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { amountFormProblem } from '../amount-form-problem.ts';
import { checkAmount } from '../amount-rules.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { formatMoney } from '../money-format.ts';
import { paymentPasswordInput } from '../payment-password-input.ts';
import styles from '../Wallet.module.css';
import { PayoutAccountList } from './PayoutAccountList.tsx';
import { WithdrawalFeeSummary } from './WithdrawalFeeSummary.tsx';

type WithdrawField = 'amount' | 'paymentPassword';

/**
 * The withdrawal: the payout account it goes to (added here), the amount and payment password, and the
 * fee and what arrives before confirming.
 */
export function PayoutWithdrawForm({
  overview,
  payouts,
}: {
  overview: WithdrawalOverview;
  payouts: PayoutAccounts;
}) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState('');
  const account = payouts.accounts.find((entry) => entry.id === chosenId) ?? payouts.accounts[0];
  const offer = payouts.kinds.find((entry) => entry.kind === account?.kind);
  const limits = { min: overview.minAmount, max: overview.maxAmount };
  const amountOf = (text: string) => checkAmount(text, limits);
  const form = useForm<WithdrawField>({
    initial: { amount: '', paymentPassword: '' },
    order: ['amount', 'paymentPassword'],
    ruleOf: (field) => (field === 'paymentPassword' ? { required: true, keepSpaces: true } : undefined),
    extra: (field, values) => {
      const checked = field === 'amount' ? amountOf(values.amount) : undefined;
      return checked && 'problem' in checked ? amountFormProblem(checked.problem) : undefined;
    },
  });
  const typed = amountOf(form.values.amount);
  const create = useCreateWithdrawal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = amountOf(form.values.amount);
    if (!account) {
      showToast(t('wallet.payout.chooseFirst'));
      return;
    }
    if (!form.validate() || !('amount' in checked)) return;
    create.mutate(
      { amount: checked.amount, payoutAccountId: account.id, paymentPassword: form.values.paymentPassword },
      {
        onSuccess: () => {
          form.setValues({ amount: '', paymentPassword: '' });
          showToast(t('wallet.withdrawSent'), 'success');
        },
        onError: (failure) => form.showRefusal(failure),
      },
    );
  };
  return (
    <>
      <PayoutAccountList
        accounts={payouts.accounts}
        kinds={payouts.kinds}
        payeeName={payouts.payeeName}
        chosenId={account?.id ?? ''}
        onChoose={setChosenId}
        full={payouts.accounts.length >= payouts.maxAccounts}
      />
      <Card as="form" onSubmit={submit} noValidate aria-label={t('wallet.payout.request')}>
        <Field
          label={t('wallet.withdrawAmount')}
          inputMode="decimal"
          autoComplete="off"
          {...form.fieldProps('amount')}
          hint={t('wallet.limits', {
            min: formatMoney(overview.minAmount),
            max: formatMoney(overview.maxAmount),
          })}
        />
        <WithdrawalFeeSummary amount={'amount' in typed ? typed.amount : undefined} fee={offer} />
        <Field
          label={t('wallet.paymentPassword')}
          {...paymentPasswordInput}
          {...form.fieldProps('paymentPassword')}
        />
        {account ? null : <p className={styles.muted}>{t('wallet.payout.chooseFirst')}</p>}
        <Button type="submit" variant="gold" block disabled={create.isPending || !account}>
          {t('wallet.withdrawSubmit')}
        </Button>
      </Card>
    </>
  );
}
