import type { ConsoleExclusion } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../shared/format.ts';

const column = createColumnHelper<ConsoleExclusion>();

/**
 * The columns of a time-out or self-exclusion, shared by the member's panel and the exclusions page (which
 * names the member, linked to their page).
 */
export function useExclusionColumns({ withMember = false } = {}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso, i18n.language) : none);
  const member = column.accessor('memberUsername', {
    header: t('exclusions.member'),
    cell: ({ row }) => <Link href={`/members/${row.original.memberId}`}>{row.original.memberUsername}</Link>,
  });
  return [
    ...(withMember ? [member] : []),
    column.accessor('kind', {
      header: t('exclusions.kind'),
      cell: (cell) => t(`exclusions.kinds.${cell.getValue()}`),
    }),
    column.accessor('period', {
      header: t('exclusions.period'),
      cell: (cell) => t(`exclusions.periods.${cell.getValue()}`, { defaultValue: cell.getValue() }),
    }),
    column.accessor('startedAt', {
      header: t('exclusions.started'),
      cell: (cell) => when(cell.getValue(), '—'),
    }),
    column.accessor('endsAt', {
      header: t('exclusions.ends'),
      cell: (cell) => when(cell.getValue(), t('exclusions.permanent')),
    }),
    column.accessor('active', {
      header: t('exclusions.state'),
      cell: (cell) => t(cell.getValue() ? 'exclusions.active' : 'exclusions.ended'),
    }),
  ];
}
