import { type ConsoleWithdrawalDetail, roleAllows, type WithdrawalDecision } from '@lobby/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { recordColumns } from '../members/index.ts';
import { WithdrawalDecisionDialog } from './WithdrawalDecisionDialog.tsx';
import styles from './Withdrawals.module.css';
import { useWithdrawalDetail } from './withdrawals-api.ts';

/** The decisions the request's state allows: approve or reject while pending review, resolve while unknown. */
const DECISIONS: Partial<Record<string, WithdrawalDecision[]>> = {
  pending_review: ['approve', 'reject'],
  unknown: ['mark_paid', 'mark_failed'],
};

/** How many of the member's recent ledger entries the panel shows. */
const RECENT = 8;

function Detail({ detail }: { detail: ConsoleWithdrawalDetail }) {
  const { t, i18n } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const [deciding, setDeciding] = useState<WithdrawalDecision>();
  const { request, member } = detail;
  const columns = recordColumns(t, i18n.language);
  const money = (amount: number) => formatMoney(amount, request.currencyCode);
  const decisions =
    role && roleAllows(role, 'reviewWithdrawalRequest') ? (DECISIONS[request.status] ?? []) : [];
  const account = request.payoutAccount;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('withdrawals.member')}</dt>
        <dd>
          <Link href={`/members/${member.id}`}>{member.username}</Link>
          {member.locked ? ` (${t('withdrawals.locked')})` : ''}
        </dd>
        <dt>{t('withdrawals.payeeName')}</dt>
        <dd>{member.payeeName ?? '—'}</dd>
        <dt>{t('withdrawals.balance')}</dt>
        <dd className={styles.number}>{formatMoney(member.balance, member.currencyCode ?? undefined)}</dd>
        <dt>{t('withdrawals.status')}</dt>
        <dd>{t(`withdrawals.statuses.${request.status}`)}</dd>
        <dt>{t('withdrawals.amount')}</dt>
        <dd className={styles.number}>{money(request.amount)}</dd>
        <dt>{t('withdrawals.fee')}</dt>
        <dd className={styles.number}>{money(request.fee)}</dd>
        <dt>{t('withdrawals.held')}</dt>
        <dd className={styles.number}>{money(request.heldAmount)}</dd>
        <dt>{t('withdrawals.account')}</dt>
        <dd>
          {account
            ? `${t(`withdrawals.kinds.${account.kind}`)} · ${account.institution} · ${account.maskedNumber} · ${account.holderName}`
            : '—'}
        </dd>
        <dt>{t('withdrawals.requested')}</dt>
        <dd>{formatDateTime(request.createdAt, i18n.language)}</dd>
        {request.reviewedByUsername ? (
          <>
            <dt>{t('withdrawals.reviewedBy')}</dt>
            <dd>{request.reviewedByUsername}</dd>
          </>
        ) : null}
        {request.reason ? (
          <>
            <dt>{t('withdrawals.reason')}</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
        {request.providerReference ? (
          <>
            <dt>{t('withdrawals.providerReference')}</dt>
            <dd className={styles.mono}>{request.providerReference}</dd>
          </>
        ) : null}
      </dl>
      {request.status === 'unknown' ? <p className={styles.warning}>{t('withdrawals.unknownHint')}</p> : null}
      {decisions.length > 0 ? (
        <div className={styles.actions}>
          {decisions.map((decision, index) => (
            <Button
              key={decision}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => setDeciding(decision)}
            >
              {t(`withdrawals.decisions.${decision}.submit`)}
            </Button>
          ))}
        </div>
      ) : null}
      <h3 className={styles.section}>{t('withdrawals.recentActivity')}</h3>
      <DataTable
        caption={t('withdrawals.recentActivity')}
        rows={detail.ledger.slice(0, RECENT)}
        columns={columns.ledger}
        emptyText={t('member.emptyLedger')}
      />
      <h3 className={styles.section}>{t('withdrawals.linkedAccounts')}</h3>
      <DataTable
        caption={t('withdrawals.linkedAccounts')}
        rows={detail.linkedAccounts}
        columns={columns.linked}
        emptyText={t('member.emptyLinked')}
      />
      {deciding ? (
        <WithdrawalDecisionDialog
          request={request}
          decision={deciding}
          onClose={() => setDeciding(undefined)}
        />
      ) : null}
    </>
  );
}

/** The open request: what a reviewer checks (member, account, recent activity, linked accounts) and the decisions. */
export function WithdrawalPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useWithdrawalDetail(id);
  return (
    <section className={styles.panel} aria-labelledby="withdrawal-panel-title">
      <div className={styles.panelHead}>
        <h2 id="withdrawal-panel-title" className={styles.panelTitle}>
          {t('withdrawals.request')}
        </h2>
        <Button variant="secondary" aria-label={t('withdrawals.close')} onClick={onClose}>
          <X aria-hidden size={18} />
        </Button>
      </div>
      <QueryView query={detail}>{(data) => <Detail detail={data} />}</QueryView>
    </section>
  );
}
