import { BANK_TRANSFER_CHANNEL_ID, type Deposit, type DepositChannel } from '@lobby/contract';
import { CircleCheck, CircleX, Hourglass, Wallet } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { problemText } from '../../shared/forms/problem.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Field } from '../../shared/ui/Field.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { amountFormProblem } from './amount-form-problem.ts';
import { checkAmount } from './amount-rules.ts';
import { useCreateDeposit } from './api/create-deposit.ts';
import { useDeposit } from './api/get-deposit.ts';
import { useDepositChannels } from './api/get-deposit-channels.ts';
import { useDeposits, useInvalidateDeposits } from './api/get-deposits.ts';
import { useInvalidateWallet } from './api/get-wallet.ts';
import { BankTransferForm } from './BankTransferForm.tsx';
import { DEPOSIT_REFUSAL_MS } from './DepositButton.tsx';
import { DepositRecords } from './DepositRecords.tsx';
import { formatMoney } from './money-format.ts';
import styles from './Wallet.module.css';
import { WalletBalance } from './WalletBalance.tsx';

function DepositForm({
  channels,
  onCreated,
}: {
  channels: DepositChannel[];
  onCreated: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState(channels[0]?.channelId ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateDeposit();
  const channel = channels.find((entry) => entry.channelId === channelId) ?? channels[0];
  if (!channel) return <EmptyState icon={Wallet} title={t('wallet.noChannels')} />;

  const channelChoice = (
    <fieldset className={`${styles.group} ${fieldStyles.field}`}>
      <legend className={fieldStyles.label}>{t('wallet.channel')}</legend>
      <div className={styles.chips}>
        {channels.map((entry) => (
          <button
            key={entry.channelId}
            type="button"
            className={styles.chip}
            aria-pressed={entry.channelId === channel.channelId}
            onClick={() => setChannelId(entry.channelId)}
          >
            {t(entry.nameCode, { defaultValue: entry.channelId })}
          </button>
        ))}
      </div>
    </fieldset>
  );
  if (channel.kind === 'bank_transfer')
    return <BankTransferForm channel={channel} channelChoice={channelChoice} onCreated={onCreated} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
    if ('problem' in checked) return setError(problemText(amountFormProblem(checked.problem)));
    setError(undefined);
    create.mutate(
      { channelId: channel.channelId, amount: checked.amount },
      {
        onSuccess: onCreated,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.details.field === 'amount')
            setError(errorText(t, failure));
          else showToast(errorText(t, failure), 'short');
        },
      },
    );
  };

  return (
    <Card as="form" onSubmit={submit} noValidate>
      {channelChoice}
      <Field
        label={t('wallet.depositAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        error={error}
        hint={t('wallet.limits', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
      />
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t('wallet.presets')}</legend>
        <div className={styles.chips}>
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.chip}
              aria-pressed={Number(amount) === preset}
              onClick={() => {
                setAmount(String(preset));
                setError(undefined);
              }}
            >
              {formatMoney(preset)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="gold" block disabled={create.isPending}>
        {t('wallet.depositSubmit')}
      </Button>
    </Card>
  );
}

/** A created deposit: waiting (polled every second), then confirmed (balance reloads) or failed. */
function DepositProgress({ created, onAgain }: { created: Deposit; onAgain: () => void }) {
  const { t } = useTranslation();
  const deposit = useDeposit(created).data ?? created;
  const invalidateWallet = useInvalidateWallet();
  const invalidateDeposits = useInvalidateDeposits();
  const { status } = deposit;
  useEffect(() => {
    if (status === 'confirmed') invalidateWallet();
    void invalidateDeposits();
  }, [status, invalidateWallet, invalidateDeposits]);
  const pendingText =
    deposit.channelId === BANK_TRANSFER_CHANNEL_ID
      ? t('wallet.bankTransfer.pending')
      : t('wallet.depositPending');
  const look = {
    pending: { icon: Hourglass, className: styles.statusIcon, text: pendingText },
    confirmed: { icon: CircleCheck, className: styles.success, text: t('wallet.depositConfirmed') },
    failed: { icon: CircleX, className: styles.failure, text: t('wallet.depositFailed') },
    rejected: { icon: CircleX, className: styles.failure, text: t('wallet.depositRejected') },
  }[deposit.status];
  return (
    <section className={styles.status} aria-label={t('wallet.depositStatus')}>
      <Icon icon={look.icon} size={40} className={look.className} />
      <p className={styles.balanceValue}>{formatMoney(deposit.amount)}</p>
      <p role="status">{look.text}</p>
      {deposit.status === 'pending' ? null : <Button onClick={onAgain}>{t('wallet.depositAgain')}</Button>}
    </section>
  );
}

/** /m/voucherCenter: deposit for real members; free and trial accounts get the deposit refusal. */
export default function VoucherCenterScreen() {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const channels = useDepositChannels(gate === 'member');
  const records = useDeposits(gate === 'member');
  const [created, setCreated] = useState<Deposit>();
  const refused = gate === 'free';
  useEffect(() => {
    if (refused) showToast(t('errors.deposit_refused'), 'short', DEPOSIT_REFUSAL_MS);
  }, [refused, t]);

  if (refused) return <EmptyState icon={Wallet} title={t('errors.deposit_refused')} />;
  if (gate === 'guest' || !channels.data) {
    return <QueryFallback query={channels} />;
  }
  return (
    <Screen>
      <WalletBalance />
      {created ? (
        <DepositProgress created={created} onAgain={() => setCreated(undefined)} />
      ) : (
        <DepositForm channels={channels.data.channels} onCreated={setCreated} />
      )}
      {records.data ? <DepositRecords deposits={records.data.deposits} /> : null}
    </Screen>
  );
}
