import {
  PAYMENT_PASSWORD_LENGTH,
  PAYMENT_PASSWORD_PATTERN,
  type Withdrawal,
  type WithdrawalOverview,
} from '@lobby/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/forms/problem.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { amountFormProblem } from './amount-form-problem.ts';
import { checkAmount } from './amount-rules.ts';
import { useCreateWithdrawal } from './api/create-withdrawal.ts';
import { useWithdrawals } from './api/get-withdrawals.ts';
import { useSetPaymentPassword } from './api/set-payment-password.ts';
import { formatMoney } from './money-format.ts';
import { TurnoverNotice } from './TurnoverNotice.tsx';
import styles from './Wallet.module.css';
import { WalletBalance } from './WalletBalance.tsx';

const passwordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;

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
      <Field label={t('wallet.paymentPassword')} {...passwordInput} {...form.fieldProps('paymentPassword')} />
      <Field
        label={t('wallet.confirmPaymentPassword')}
        {...passwordInput}
        {...form.fieldProps('confirmPaymentPassword')}
      />
      <Button type="submit" variant="gold" block disabled={save.isPending}>
        {t('wallet.setPasswordSubmit')}
      </Button>
    </Card>
  );
}

type WithdrawField = 'amount' | 'paymentPassword';

function WithdrawForm({ overview }: { overview: WithdrawalOverview }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const limits = { min: overview.minAmount, max: overview.maxAmount };
  const amountOf = (text: string) => checkAmount(text, limits);
  const form = useForm<WithdrawField>({
    initial: { amount: '', paymentPassword: '' },
    order: ['amount', 'paymentPassword'],
    ruleOf: (field) => (field === 'paymentPassword' ? { required: true, keepSpaces: true } : undefined),
    extra: (field, values) => {
      const checked = field === 'amount' ? amountOf(values.amount) : undefined;
      return checked && 'problem' in checked ? amountFormProblem(checked.problem, locale) : undefined;
    },
  });
  const create = useCreateWithdrawal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = amountOf(form.values.amount);
    if (!form.validate() || !('amount' in checked)) return;
    create.mutate(
      { amount: checked.amount, paymentPassword: form.values.paymentPassword },
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
    <Card as="form" onSubmit={submit} noValidate>
      <Field
        label={t('wallet.withdrawAmount')}
        inputMode="decimal"
        autoComplete="off"
        {...form.fieldProps('amount')}
        hint={t('wallet.limits', {
          min: formatMoney(overview.minAmount, locale),
          max: formatMoney(overview.maxAmount, locale),
        })}
      />
      <Field label={t('wallet.paymentPassword')} {...passwordInput} {...form.fieldProps('paymentPassword')} />
      <Button type="submit" variant="gold" block disabled={create.isPending}>
        {t('wallet.withdrawSubmit')}
      </Button>
    </Card>
  );
}

function WithdrawalList({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-label={t('wallet.withdrawals')} heading={t('wallet.withdrawals')}>
      {withdrawals.length === 0 ? (
        <p className={styles.muted}>{t('wallet.noWithdrawals')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('wallet.withdrawals')}>
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className={rowStyles.row}>
              <span className={rowStyles.money}>{formatMoney(withdrawal.amount, locale)}</span>
              <span className={styles.badge} data-status={withdrawal.status}>
                {t(`wallet.withdrawalStatus.${withdrawal.status}`)}
              </span>
              <span className={styles.muted}>{dateTime.format(new Date(withdrawal.createdAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /m/withdraw: first a payment password, then withdrawals against it, with the latest requests. */
export default function WithdrawScreen() {
  const gate = useMemberGate();
  const overview = useWithdrawals(gate === 'member');
  if (gate === 'free') return <FreeAccountNotice />;
  if (!overview.data) {
    return <QueryFallback query={overview} />;
  }
  return (
    <Screen>
      <WalletBalance />
      <TurnoverNotice />
      {overview.data.hasPaymentPassword ? <WithdrawForm overview={overview.data} /> : <SetPasswordForm />}
      <WithdrawalList withdrawals={overview.data.withdrawals} />
    </Screen>
  );
}
