import { API, type OperatorItem, type OperatorList, roleAllows } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { OPERATORS_QUERY_KEY } from './operators-api.ts';
import { UpdateOperatorDialog } from './UpdateOperatorDialog.tsx';

const column = createColumnHelper<OperatorItem>();

const statusKey = (operator: OperatorItem) =>
  operator.disabled ? 'operators.disabled' : operator.enrolled ? 'operators.active' : 'operators.pending';

/** The operators the signed-in owner may manage (their merchant's, or all for a platform owner). */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const me = useConsoleSession().data?.operator;
  const mayCreate = me !== undefined && roleAllows(me.role, 'createOperator');
  const mayUpdate = me !== undefined && roleAllows(me.role, 'updateOperator');
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'update'; operator: OperatorItem }>();
  const operators = useQuery({
    queryKey: OPERATORS_QUERY_KEY,
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
      cell: ({ row }) => t(statusKey(row.original)),
    }),
    column.accessor('createdAt', {
      header: t('operators.created'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    ...(mayUpdate
      ? [
          column.display({
            id: 'actions',
            header: t('operators.actions'),
            cell: ({ row }) =>
              row.original.id === me?.id ? null : (
                <Button
                  variant="secondary"
                  aria-label={t('operators.changeOf', { username: row.original.username })}
                  onClick={() => setDialog({ kind: 'update', operator: row.original })}
                >
                  {t('operators.change')}
                </Button>
              ),
          }),
        ]
      : []),
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
            sortable
            actions={
              mayCreate && (
                <Button onClick={() => setDialog({ kind: 'create' })}>
                  <UserPlus aria-hidden size={18} />
                  {t('operators.create')}
                </Button>
              )
            }
            csv={{
              fileName: 'operators.csv',
              header: [
                t('operators.username'),
                t('operators.role'),
                t('operators.merchant'),
                t('operators.status'),
                t('operators.created'),
              ],
              cells: (operator) => [
                operator.username,
                t(`roles.${operator.role}`),
                operator.merchantCode ?? t('frame.allMerchants'),
                t(statusKey(operator)),
                operator.createdAt,
              ],
            }}
          />
        )}
      </QueryView>
      {dialog?.kind === 'create' && <CreateOperatorDialog onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'update' && (
        <UpdateOperatorDialog operator={dialog.operator} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
