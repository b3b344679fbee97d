import {
  PAYMENT_PASSWORD_LENGTH,
  PAYMENT_PASSWORD_PATTERN,
  type Withdrawal,
  type WithdrawalOverview,
} from '@lobby/contract';
import { Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import { Screen } from '../../shared/ui/Screen.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { FreeAccountNotice, useMemberGate } from '../shell/index.ts';
import { amountProblemText } from './amount-problem-text.ts';
import { checkAmount } from './amount-rules.ts';
import { useCreateWithdrawal } from './api/create-withdrawal.ts';
import { useWithdrawals } from './api/get-withdrawals.ts';
import { useSetPaymentPassword } from './api/set-payment-password.ts';
import { formatMoney } from './money-format.ts';
import styles from './Wallet.module.css';
import { WalletBalance } from './WalletBalance.tsx';

type Problems<F extends string> = Partial<Record<F, string>>;

/** A refusal naming one of `fields` goes under that field; anything else is a toast. */
function showFailure<F extends string>(
  failure: unknown,
  fields: readonly F[],
  show: (problems: Problems<F>) => void,
  text: string,
): void {
  const field = failure instanceof ApiError ? failure.details.field : undefined;
  if (field && (fields as readonly string[]).includes(field)) show({ [field]: text } as Problems<F>);
  else showToast(text, 'short');
}

const passwordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;

function SetPasswordForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems<'paymentPassword' | 'confirmPaymentPassword'>>({});
  const save = useSetPaymentPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = {};
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) next.paymentPassword = t('wallet.passwordDigits');
    else if (confirm !== password) next.confirmPaymentPassword = t('errors.in_confirmation_correct');
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      { paymentPassword: password, confirmPaymentPassword: confirm },
      {
        onSuccess: () => showToast(t('wallet.passwordSet'), 'success'),
        onError: (failure) =>
          showFailure(
            failure,
            ['paymentPassword', 'confirmPaymentPassword'],
            setProblems,
            errorText(t, failure),
          ),
      },
    );
  };
  return (
    <Card as="form" onSubmit={submit} noValidate heading={t('wallet.setPasswordTitle')}>
      <p className={styles.muted}>{t('wallet.setPasswordIntro')}</p>
      <Field
        label={t('wallet.paymentPassword')}
        {...passwordInput}
        value={password}
        onValueChange={setPassword}
        error={problems.paymentPassword}
      />
      <Field
        label={t('wallet.confirmPaymentPassword')}
        {...passwordInput}
        value={confirm}
        onValueChange={setConfirm}
        error={problems.confirmPaymentPassword}
      />
      <Button type="submit" variant="gold" block disabled={save.isPending}>
        {t('wallet.setPasswordSubmit')}
      </Button>
    </Card>
  );
}

function WithdrawForm({ overview }: { overview: WithdrawalOverview }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<'amount' | 'paymentPassword'>>({});
  const create = useCreateWithdrawal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, { min: overview.minAmount, max: overview.maxAmount });
    const next: typeof problems = {};
    if ('problem' in checked) next.amount = amountProblemText(t, checked.problem, locale);
    if (password === '') next.paymentPassword = t('errors.required');
    setProblems(next);
    if ('problem' in checked || next.paymentPassword) return;
    create.mutate(
      { amount: checked.amount, paymentPassword: password },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
          showToast(t('wallet.withdrawSent'), 'success');
        },
        onError: (failure) =>
          showFailure(failure, ['amount', 'paymentPassword'], setProblems, errorText(t, failure)),
      },
    );
  };
  return (
    <Card as="form" onSubmit={submit} noValidate>
      <Field
        label={t('wallet.withdrawAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        error={problems.amount}
        hint={t('wallet.limits', {
          min: formatMoney(overview.minAmount, locale),
          max: formatMoney(overview.maxAmount, locale),
        })}
      />
      <Field
        label={t('wallet.paymentPassword')}
        {...passwordInput}
        value={password}
        onValueChange={setPassword}
        error={problems.paymentPassword}
      />
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
  const { t } = useTranslation();
  const gate = useMemberGate();
  const overview = useWithdrawals(gate === 'member');
  if (gate === 'free') return <FreeAccountNotice />;
  if (!overview.data) {
    return overview.isError ? (
      <EmptyState icon={Wallet} title={errorText(t, overview.error)} />
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  return (
    <Screen>
      <WalletBalance />
      {overview.data.hasPaymentPassword ? <WithdrawForm overview={overview.data} /> : <SetPasswordForm />}
      <WithdrawalList withdrawals={overview.data.withdrawals} />
    </Screen>
  );
}
