import { API, type OperatorItem, type OperatorList } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/client.ts';
import { formatDateTime } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';

const column = createColumnHelper<OperatorItem>();

/** The operators the signed-in owner may manage (their merchant's, or all for a platform owner). */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const operators = useQuery({
    queryKey: ['console-operators'],
    queryFn: () => apiRequest<OperatorList>(API.listOperators.path),
  });
  const columns = [
    column.accessor('username', { header: t('operators.username') }),
    column.accessor('role', { header: t('operators.role'), cell: (cell) => t(`roles.${cell.getValue()}`) }),
    column.accessor('merchantCode', {
      header: t('operators.merchant'),
      cell: (cell) => cell.getValue() ?? t('frame.allMerchants'),
    }),
    column.display({
      id: 'status',
      header: t('operators.status'),
      cell: ({ row }) =>
        t(
          row.original.disabled
            ? 'operators.disabled'
            : row.original.enrolled
              ? 'operators.active'
              : 'operators.pending',
        ),
    }),
    column.accessor('createdAt', {
      header: t('operators.created'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
  ];
  return (
    <>
      <PageTitle text={t('operators.title')} />
      <QueryView query={operators}>
        {(data) => (
          <DataTable
            caption={t('operators.title')}
            rows={data.list}
            columns={columns}
            emptyText={t('operators.empty')}
          />
        )}
      </QueryView>
    </>
  );
}
