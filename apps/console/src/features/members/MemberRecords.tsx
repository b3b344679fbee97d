import { type ConsoleMemberFile, MEMBER_FILE_LIST_SIZE } from '@lobby/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import styles from './MemberPage.module.css';
import { MEMBER_TABS, type MemberTab, readTab, tabAfterKey } from './member-tabs.ts';
import { NoteForm } from './NoteForm.tsx';
import { recordColumns } from './record-columns.tsx';
import { useMayDo } from './use-member-write.ts';

const EMPTY: Record<MemberTab, `member.${string}`> = {
  ledger: 'member.emptyLedger',
  bets: 'member.emptyBets',
  deposits: 'member.emptyDeposits',
  withdrawals: 'member.emptyWithdrawals',
  sessions: 'member.emptySessions',
  notes: 'member.emptyNotes',
  linked: 'member.emptyLinked',
};

/** The member's lists as tabs (arrow keys move between them); the open tab is kept in the address. */
export function MemberRecords({ file }: { file: ConsoleMemberFile }) {
  const { t, i18n } = useTranslation();
  const mayDo = useMayDo();
  const tab = readTab(useSearch());
  const [location, navigate] = useLocation();
  const tabRefs = useRef<Partial<Record<MemberTab, HTMLButtonElement | null>>>({});
  const columns = recordColumns(t, i18n.language);
  const rows: Record<MemberTab, unknown[]> = {
    ledger: file.ledger,
    bets: file.bets,
    deposits: file.deposits,
    withdrawals: file.withdrawals,
    sessions: file.sessions,
    notes: file.notes,
    linked: file.linkedAccounts,
  };
  const open = (next: MemberTab) => {
    navigate(next === 'ledger' ? location : `${location}?tab=${next}`, { replace: true });
    tabRefs.current[next]?.focus();
  };
  const label = (which: MemberTab) => `${t(`member.tabs.${which}`)} (${rows[which].length})`;
  return (
    <section className={styles.records} aria-labelledby="member-records-title">
      <h2 id="member-records-title" className={styles.recordsTitle}>
        {t('member.records')}
      </h2>
      <div role="tablist" aria-label={t('member.records')} className={styles.tabs}>
        {MEMBER_TABS.map((which) => (
          <button
            key={which}
            ref={(element) => {
              tabRefs.current[which] = element;
            }}
            type="button"
            role="tab"
            id={`member-tab-${which}`}
            aria-selected={which === tab}
            aria-controls={`member-panel-${which}`}
            tabIndex={which === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => open(which)}
            onKeyDown={(event) => {
              const next = tabAfterKey(which, event.key);
              if (!next) return;
              event.preventDefault();
              open(next);
            }}
          >
            {label(which)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`member-panel-${tab}`}
        aria-labelledby={`member-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'notes' && mayDo('addConsoleMemberNote') && <NoteForm memberId={file.profile.id} />}
        <DataTable
          caption={t(`member.tabs.${tab}`)}
          rows={rows[tab]}
          // biome-ignore lint/suspicious/noExplicitAny: one table shows whichever list the tab holds
          columns={columns[tab] as any}
          emptyText={t(EMPTY[tab] as 'member.emptyLedger')}
        />
        {rows[tab].length >= MEMBER_FILE_LIST_SIZE && (
          <p className={styles.hint}>{t('member.listLimit', { count: MEMBER_FILE_LIST_SIZE })}</p>
        )}
      </div>
    </section>
  );
}
