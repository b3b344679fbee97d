import { PAYMENT_PASSWORD_PATTERN } from '@lobby/contract';
import type { FormEvent } from 'react';
import type { Problem } from '../../shared/forms/problem.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useWithdrawals } from './api/get-withdrawals.ts';
import { useSetPaymentPassword } from './api/set-payment-password.ts';
import { paymentPasswordInput } from './payment-password-input.ts';
import { PayoutWithdrawForm } from './payouts/PayoutWithdrawForm.tsx';
import { usePayoutAccounts } from './payouts/payout-api.ts';
import { WithdrawalRecords } from './payouts/WithdrawalRecords.tsx';
import { TurnoverNotice } from './TurnoverNotice.tsx';
import styles from './Wallet.module.css';
import { WalletBalance } from './WalletBalance.tsx';

type SetPasswordField = 'paymentPassword' | 'confirmPaymentPassword';

/** Six digits; the confirmation matches. */
const checkNewPaymentPassword = (
  field: SetPasswordField,
  values: Record<SetPasswordField, string>,
): Problem | undefined => {
  if (field === 'paymentPassword') {
    return PAYMENT_PASSWORD_PATTERN.test(values.paymentPassword)
      ? undefined
      : { code: 'invalid_format', key: 'wallet.passwordDigits' };
  }
  return values.confirmPaymentPassword === values.paymentPassword
    ? undefined
    : { code: 'in_confirmation_correct' };
};

function SetPasswordForm() {
  const { t } = useTranslation();
  const form = useForm<SetPasswordField>({
    initial: { paymentPassword: '', confirmPaymentPassword: '' },
    order: ['paymentPassword', 'confirmPaymentPassword'],
    ruleOf: () => undefined,
    extra: checkNewPaymentPassword,
  });
  const save = useSetPaymentPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    save.mutate(form.values, {
      onSuccess: () => showToast(t('wallet.passwordSet'), 'success'),
      onError: (failure) => form.showRefusal(failure),
    });
  };
  return (
    <Card as="form" onSubmit={submit} noValidate heading={t('wallet.setPasswordTitle')}>
      <p className={styles.muted}>{t('wallet.setPasswordIntro')}</p>
      <Field
        label={t('wallet.paymentPassword')}
        {...paymentPasswordInput}
        {...form.fieldProps('paymentPassword')}
      />
      <Field
        label={t('wallet.confirmPaymentPassword')}
        {...paymentPasswordInput}
        {...form.fieldProps('confirmPaymentPassword')}
      />
      <Button type="submit" variant="gold" block disabled={save.isPending}>
        {t('wallet.setPasswordSubmit')}
      </Button>
    </Card>
  );
}

/** /m/withdraw: first a payment password, then withdrawals to a payout account, with the latest requests. */
export default function WithdrawScreen() {
  const gate = useMemberGate();
  const overview = useWithdrawals(gate === 'member');
  const payouts = usePayoutAccounts(gate === 'member');
  if (gate === 'free') return <FreeAccountNotice />;
  if (!overview.data) return <QueryFallback query={overview} />;
  if (!payouts.data) return <QueryFallback query={payouts} />;
  return (
    <Screen>
      <WalletBalance />
      <TurnoverNotice />
      {overview.data.hasPaymentPassword ? (
        <PayoutWithdrawForm overview={overview.data} payouts={payouts.data} />
      ) : (
        <SetPasswordForm />
      )}
      <WithdrawalRecords withdrawals={overview.data.withdrawals} />
    </Screen>
  );
}
