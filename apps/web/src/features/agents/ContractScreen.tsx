import type { AgentContract, ContractKind } from '@lobby/contract';
import { useId, useState } from 'react';
import { errorText } from '../../shared/api/error-text.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { formatMoney } from '../wallet/index.ts';
import styles from './Agents.module.css';
import { useAgentContract } from './api/get-agent-contract.ts';
import { useRespondAgentContract } from './api/respond-agent-contract.ts';
import { StatementCard } from './StatementCard.tsx';

type Term = AgentContract['terms'][number];

function useTermValue(): (term: Term) => string {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const { info } = useSystemStatus();
  return (term) => {
    switch (term.unit) {
      case 'amount':
        return `${info.currency.symbol} ${formatMoney(term.value)}`;
      case 'percent':
        return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
          term.value / 100,
        );
      case 'hours':
        return t('agents.units.hours', { count: term.value });
      case 'members':
        return t('agents.units.members', { count: term.value });
    }
  };
}

function ContractCard({ kind, contract }: { kind: ContractKind; contract: AgentContract }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const termValue = useTermValue();
  const respond = useRespondAgentContract(kind);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const titleId = useId();
  const answer = (decision: 'accept' | 'decline') =>
    respond.mutate(decision, {
      onSuccess: () => showToast(t(`agents.responded.${decision}`), 'success'),
      onError: (failure) => showToast(errorText(t, failure)),
    });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-labelledby={titleId} heading={t(`agents.contractTitle.${kind}`)} headingId={titleId}>
      <p className={styles.status} data-status={contract.status}>
        {t(`agents.status.${contract.status}`)}
      </p>
      <p className={styles.hint}>
        {t('agents.offeredBy', {
          name: contract.offeredBy,
          date: dateTime.format(new Date(contract.offeredAt)),
        })}
      </p>
      <dl className={styles.terms}>
        {contract.terms.map((term) => (
          <div key={term.termCode} className={styles.term}>
            <dt>{t(`agents.terms.${term.termCode}`, { defaultValue: term.termCode })}</dt>
            <dd>{termValue(term)}</dd>
          </div>
        ))}
      </dl>
      {contract.status === 'pending' ? (
        <div className={styles.actions}>
          <Button onClick={() => setConfirmingDecline(true)} disabled={respond.isPending}>
            {t('agents.decline')}
          </Button>
          <Button variant="gold" onClick={() => answer('accept')} disabled={respond.isPending}>
            {t('agents.accept')}
          </Button>
        </div>
      ) : contract.respondedAt ? (
        <p className={styles.hint}>
          {t('agents.respondedAt', { date: dateTime.format(new Date(contract.respondedAt)) })}
        </p>
      ) : null}
      <Dialog
        open={confirmingDecline}
        onClose={() => setConfirmingDecline(false)}
        title={t('agents.declineTitle')}
        actions={
          <>
            <Button onClick={() => setConfirmingDecline(false)}>{t('common.cancel')}</Button>
            <Button
              variant="gold"
              onClick={() => {
                setConfirmingDecline(false);
                answer('decline');
              }}
            >
              {t('agents.decline')}
            </Button>
          </>
        }
      >
        <p>{t('agents.declineText')}</p>
      </Dialog>
    </Card>
  );
}

/**
 * A contract screen (salary, dividend, hourly): the offered terms, accept or decline, then its status and the
 * agent's pay statement of that kind (decision 0058).
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const gate = useMemberGate();
  const contract = useAgentContract(kind, gate === 'member');
  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  if (!contract.data) {
    return <QueryFallback query={contract} />;
  }
  return (
    <Screen>
      <ContractCard kind={kind} contract={contract.data} />
      {contract.data.status === 'pending' ? null : <StatementCard kind={kind} />}
    </Screen>
  );
}
