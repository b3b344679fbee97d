import { API, type ConsoleMemberPage, type ConsoleMemberSummary } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { LockBadge } from './LockBadge.tsx';
import { MemberSearchForm } from './MemberSearchForm.tsx';
import styles from './Members.module.css';
import { type MemberSearch, membersAddress, readSearch, searchQuery } from './member-search.ts';
import { memberTypeText } from './member-type.ts';

const column = createColumnHelper<ConsoleMemberSummary>();

/** Member search: the field, the text and the page live in the address; each row opens the member. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const search = readSearch(useSearch());
  const [, navigate] = useLocation();
  const query = searchQuery(search);
  membersAddress(query);
  const members = useQuery({
    queryKey: ['console-members', query],
    queryFn: () => apiRequest<ConsoleMemberPage>(`${API.listConsoleMembers.path}?${query}`),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  const show = (next: MemberSearch) => {
    navigate(membersAddress(searchQuery(next)));
  };
  const columns = [
    column.accessor('username', {
      header: t('members.username'),
      cell: ({ row }) => (
        <Link href={`/members/${row.original.id}`} className={styles.rowLink}>
          {row.original.username}
        </Link>
      ),
    }),
    column.accessor('mobile', { header: t('members.mobile'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('type', {
      header: t('members.type'),
      cell: (cell) => memberTypeText(t, cell.getValue()),
    }),
    column.accessor('vipLabel', { header: t('members.vip'), cell: (cell) => cell.getValue() || '—' }),
    column.accessor('balance', {
      header: () => <span className={styles.number}>{t('members.balance')}</span>,
      cell: ({ row }) => (
        <span className={styles.number}>
          {formatMoney(row.original.balance)} {row.original.currencyCode ?? ''}
        </span>
      ),
    }),
    column.accessor('locked', {
      header: t('members.status'),
      cell: (cell) => <LockBadge locked={cell.getValue()} />,
    }),
    column.accessor('createdAt', {
      header: t('members.registered'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('lastLoginAt', {
      header: t('members.lastLogin'),
      cell: (cell) => {
        const at = cell.getValue();
        return at ? formatDateTime(at, i18n.language) : t('members.never');
      },
    }),
  ];
  return (
    <>
      <PageTitle text={t('members.title')} />
      <MemberSearchForm key={query} search={search} onSearch={show} />
      {query !== '' && (
        <QueryView query={members}>
          {(page) => (
            <DataTable
              caption={t('members.results')}
              rows={page.list}
              columns={columns}
              emptyText={t('members.empty')}
              sortable
              csv={{
                fileName: 'members.csv',
                header: [
                  t('members.username'),
                  t('members.mobile'),
                  t('members.type'),
                  t('members.vip'),
                  t('members.balance'),
                  t('members.status'),
                  t('members.registered'),
                  t('members.lastLogin'),
                ],
                cells: (member) => [
                  member.username,
                  member.mobile,
                  memberTypeText(t, member.type),
                  member.vipLabel,
                  member.balance,
                  t(member.locked ? 'members.locked' : 'members.active'),
                  member.createdAt,
                  member.lastLoginAt,
                ],
              }}
              paging={{
                page: search.page,
                hasMore: page.hasMore,
                onPage: (next) => show({ ...search, page: next }),
              }}
            />
          )}
        </QueryView>
      )}
    </>
  );
}
