import { PLAYER_LIMIT_KINDS, type PlayerLimit, type PlayerLimitKind } from '@lobby/contract';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n.ts';
import { languageTag } from '../../../shared/i18n/language-tags.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useConfirmPlayerLimitChange, usePlayerLimits, useSetPlayerLimits } from './limits-api.ts';

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/** The limit that holds: the lower of the member's own and the operator's (decision 0055); null: none. */
function inForce(limit: PlayerLimit): number | null {
  const amounts = [limit.amount, limit.operatorAmount ?? null].filter((amount) => amount !== null);
  return amounts.length === 0 ? null : Math.min(...amounts);
}

/** One kind's day, week and month limits: a field each, what is used, pending changes with a Confirm. */
function KindForm({ kind, limits }: { kind: PlayerLimitKind; limits: PlayerLimit[] }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const money = (value: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const mine = limits.filter((limit) => limit.kind === kind);
  const session = kind === 'session';
  const amountShown = (value: number) => (session ? String(value) : money(value));
  const [values, setValues] = useState(() =>
    Object.fromEntries(mine.map((limit) => [limit.period, amountText(limit.amount)])),
  );
  const [problem, setProblem] = useState<string>();
  const save = useSetPlayerLimits();
  const confirm = useConfirmPlayerLimitChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = mine.map(({ period }) => {
      const text = (values[period] ?? '').trim();
      return { kind, period, amount: text === '' ? null : Number(text) };
    });
    const bad = (amount: number) =>
      session
        ? !(Number.isInteger(amount) && amount > 0 && amount <= 1440)
        : !(Number.isFinite(amount) && amount > 0);
    if (settings.some((s) => s.amount !== null && bad(s.amount)))
      return setProblem(t(session ? 'playerLimits.invalidMinutes' : 'playerLimits.invalidAmount'));
    setProblem(undefined);
    save.mutate(
      { limits: settings },
      {
        onSuccess: () => showToast(t('playerLimits.saved')),
        onError: (failure) => setProblem(errorText(t, failure)),
      },
    );
  };

  return (
    <Card heading={t(`playerLimits.kind.${kind}`)}>
      <form onSubmit={submit} noValidate>
        {mine.map((limit) => (
          <div key={limit.period}>
            <Field
              label={session ? t('playerLimits.sessionPeriod') : t(`playerLimits.period.${limit.period}`)}
              value={values[limit.period] ?? ''}
              onValueChange={(value) => setValues({ ...values, [limit.period]: value })}
              inputMode={session ? 'numeric' : 'decimal'}
              hint={
                inForce(limit) === null
                  ? t('playerLimits.none')
                  : t(session ? 'playerLimits.usedMinutes' : 'playerLimits.used', {
                      used: amountShown(limit.used),
                      amount: amountShown(inForce(limit) ?? 0),
                    })
              }
            />
            {limit.operatorAmount != null && (
              <p>{t('playerLimits.operatorLimit', { amount: amountShown(limit.operatorAmount) })}</p>
            )}
            {limit.pending && (
              <p role="status">
                {limit.pending.amount === null
                  ? t('playerLimits.pendingRemoval', {
                      time: new Date(limit.pending.dueAt).toLocaleString(locale),
                    })
                  : t('playerLimits.pendingRaise', {
                      amount: amountShown(limit.pending.amount),
                      time: new Date(limit.pending.dueAt).toLocaleString(locale),
                    })}{' '}
                {limit.pending.due && (
                  <Button
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(
                        { kind, period: limit.period },
                        { onError: (failure) => setProblem(errorText(t, failure)) },
                      )
                    }
                  >
                    {t('playerLimits.confirm')}
                  </Button>
                )}
              </p>
            )}
          </div>
        ))}
        {problem && <p role="alert">{problem}</p>}
        <Button type="submit" variant="primary" block disabled={save.isPending}>
          {t('playerLimits.save')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * The member's deposit, loss and wager limits per day, week and month (decision 0051): lowering holds at
 * once, raising or removing waits for the cooling-off and then a Confirm.
 */
export function LimitsSection() {
  const { t } = useTranslation();
  const limits = usePlayerLimits();
  if (!limits.data) return limits.isError ? <p role="alert">{errorText(t, limits.error)}</p> : null;
  return (
    <section aria-label={t('playerLimits.title')}>
      <p>{t('playerLimits.intro', { hours: limits.data.coolingOffHours })}</p>
      {PLAYER_LIMIT_KINDS.map((kind) => (
        <KindForm key={kind} kind={kind} limits={limits.data.limits} />
      ))}
    </section>
  );
}
