import type { AgentStatement, ContractKind } from '@lobby/contract';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { formatMoney } from '../wallet/index.ts';
import styles from './Agents.module.css';
import { useAgentStatements } from './api/get-agent-statements.ts';

/**
 * A period as the merchant's calendar writes it: the statement's period text is merchant time, so it is
 * formatted as UTC (no shift by the phone's own timezone).
 */
function usePeriodText(kind: ContractKind): (line: AgentStatement) => string {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const hour = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return (line) => {
    const start = new Date(`${line.period.length > 10 ? `${line.period}:00` : `${line.period}T00:00`}:00Z`);
    if (kind === 'salary') return day.format(start);
    if (kind === 'dividend') return t('agents.statement.weekFrom', { date: day.format(start) });
    const end = new Date(start.getTime() + 3_600_000);
    return t('agents.statement.hour', {
      date: day.format(start),
      from: hour.format(start),
      to: hour.format(end),
    });
  };
}

function StatementLine({ kind, line }: { kind: ContractKind; line: AgentStatement }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const { info } = useSystemStatus();
  const periodText = usePeriodText(kind);
  const money = (amount: number) => `${info.currency.symbol} ${formatMoney(amount)}`;
  const rate =
    line.tier === null
      ? t('agents.statement.noTier')
      : t('agents.statement.tierRate', {
          tier: line.tier,
          rate:
            kind === 'dividend'
              ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                  line.rate / 100,
                )
              : money(line.rate),
        });
  return (
    <li className={styles.statementLine}>
      <div className={styles.statementHead}>
        <span className={styles.period}>{periodText(line)}</span>
        <span className={styles.status} data-status={line.status}>
          {t(`agents.statement.status.${line.status}`)}
        </span>
      </div>
      <dl className={styles.statementFigures}>
        <div>
          <dt>{t('agents.statement.turnover')}</dt>
          <dd dir="ltr">{money(line.turnover)}</dd>
        </div>
        <div>
          <dt>{t('agents.statement.netLoss')}</dt>
          <dd dir="ltr">{money(line.netLoss)}</dd>
        </div>
        <div>
          <dt>{t('agents.statement.tier')}</dt>
          <dd>{rate}</dd>
        </div>
        <div>
          <dt>{t('agents.statement.amount')}</dt>
          <dd dir="ltr">{money(line.amount)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The agent's pay per period under this kind of contract, newest first. */
export function StatementCard({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const titleId = useId();
  const statements = useAgentStatements(kind, true);
  return (
    <Card aria-labelledby={titleId} heading={t(`agents.statement.title.${kind}`)} headingId={titleId}>
      {!statements.data ? (
        <QueryFallback query={statements} />
      ) : statements.data.list.length === 0 ? (
        <p className={styles.hint}>{t('agents.statement.empty')}</p>
      ) : (
        <ul className={styles.statement} aria-labelledby={titleId}>
          {statements.data.list.map((line) => (
            <StatementLine key={line.id} kind={kind} line={line} />
          ))}
        </ul>
      )}
    </Card>
  );
}
