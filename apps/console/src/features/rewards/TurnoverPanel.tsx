import { roleAllows } from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import panelStyles from '../../shared/ui/Panel.module.css';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './Rewards.module.css';
import { fetchTurnover, setTurnover, TURNOVER_QUERY_KEY } from './reward-claims-api.ts';

/** For the member's page: outstanding turnover, its history, and (finance, admin, owner) lowering or waiving it. */
export function TurnoverPanel({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession().data;
  const queryClient = useQueryClient();
  const turnover = useQuery({
    queryKey: [TURNOVER_QUERY_KEY, memberId],
    queryFn: () => fetchTurnover(memberId),
  });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: (outstanding: number) =>
      setTurnover(memberId, { outstanding, reason: reason.trim() }, session?.csrfToken ?? ''),
    onSuccess: (status) => {
      queryClient.setQueryData([TURNOVER_QUERY_KEY, memberId], status);
      setAmount('');
      setReason('');
    },
  });
  const mayChange = !!session && roleAllows(session.operator.role, 'setConsoleTurnover');
  const submit = (outstanding: number) => (event?: FormEvent) => {
    event?.preventDefault();
    if (reason.trim() && Number.isFinite(outstanding) && outstanding >= 0) change.mutate(outstanding);
  };
  return (
    <section className={panelStyles.panel} aria-label={t('turnover.title')}>
      <h2 className={panelStyles.title}>{t('turnover.title')}</h2>
      <QueryView query={turnover}>
        {(status) => (
          <>
            <p className={styles.outstanding}>
              {t('turnover.outstanding', { amount: formatMoney(status.outstanding) })}
            </p>
            <ul aria-label={t('turnover.history')}>
              {status.history.map((event) => (
                <li key={`${event.createdAt}-${event.kind}-${event.outstandingAfter}`}>
                  {formatDateTime(event.createdAt, i18n.language)} {t(`turnover.kinds.${event.kind}`)}{' '}
                  {formatMoney(event.amount)}
                  {event.reason && <span className={styles.note}>{event.reason}</span>}
                </li>
              ))}
            </ul>
            {mayChange && status.outstanding > 0 && (
              <form onSubmit={submit(Number(amount))}>
                <Field
                  label={t('turnover.newAmount')}
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
                <TextArea
                  label={t('turnover.reason')}
                  required
                  maxLength={500}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
                <ErrorMessage text={change.isError ? errorText(t, change.error) : undefined} />
                <span className={styles.buttons}>
                  <Button type="submit" disabled={change.isPending || !reason.trim() || amount === ''}>
                    {t('turnover.lower')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={change.isPending || !reason.trim()}
                    onClick={() => submit(0)()}
                  >
                    {t('turnover.waive')}
                  </Button>
                </span>
              </form>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
