import type { PlayerLimit } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { limitText } from './limit-text.ts';

const column = createColumnHelper<PlayerLimit>();

/** Each kind and period: the member's own limit beside the operator's, what is used and a pending change. */
export function LimitsTable({ limits }: { limits: PlayerLimit[] }) {
  const { t, i18n } = useTranslation();
  const columns = [
    column.display({
      id: 'limit',
      header: t('protection.limit'),
      cell: ({ row }) =>
        t('protection.limitOf', {
          kind: t(`protection.kinds.${row.original.kind}`),
          period: t(`protection.periods.${row.original.period}`),
        }),
    }),
    column.accessor('amount', {
      header: t('protection.playerLimit'),
      cell: ({ row }) => limitText(t, row.original.kind, row.original.amount),
    }),
    column.accessor('operatorAmount', {
      header: t('protection.operatorLimit'),
      cell: ({ row }) => limitText(t, row.original.kind, row.original.operatorAmount),
    }),
    column.accessor('used', {
      header: t('protection.used'),
      cell: ({ row }) => limitText(t, row.original.kind, row.original.used),
    }),
    column.accessor('pending', {
      header: t('protection.pending'),
      cell: ({ row }) => {
        const pending = row.original.pending;
        if (!pending) return '—';
        return t('protection.pendingChange', {
          amount: limitText(t, row.original.kind, pending.amount),
          at: formatDateTime(pending.dueAt, i18n.language),
        });
      },
    }),
  ];
  return (
    <DataTable
      caption={t('protection.limits')}
      rows={limits}
      columns={columns}
      emptyText={t('protection.noLimits')}
    />
  );
}
