import { type ConsoleMerchantItem, operatorAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import filterStyles from '../../shared/ui/FilterForm.module.css';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { CreateMerchantDialog } from './CreateMerchantDialog.tsx';
import { EditMerchantDialog } from './EditMerchantDialog.tsx';
import styles from './MerchantsPage.module.css';
import { MERCHANTS_QUERY_KEY, merchantPage } from './merchants-api.ts';

const column = createColumnHelper<ConsoleMerchantItem>();

/** The page and the search of the address (`?page=2&q=acme`). */
const addressOf = (search: string) => {
  const params = new URLSearchParams(search);
  return { page: Math.max(1, Number(params.get('page')) || 1), q: params.get('q') ?? '' };
};
const addressWith = (next: { page: number; q: string }) =>
  `/merchants?${new URLSearchParams({ page: String(next.page), ...(next.q ? { q: next.q } : {}) })}`;

/**
 * The platform's merchants, 50 a page, found by code or name (both in the address); creating one (decision
 * 0061) and editing one's name, domains, timezone and default language (decision 0072).
 */
export function MerchantsPage() {
  const { t, i18n } = useTranslation();
  const operator = useConsoleSession().data?.operator;
  const mayCreate = operator !== undefined && operatorAllows(operator, 'createConsoleMerchant');
  const mayEdit = operator !== undefined && operatorAllows(operator, 'updateConsoleMerchant');
  const { page, q } = addressOf(useSearch());
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ConsoleMerchantItem>();
  const [done, setDone] = useState<string>();
  const [typed, setTyped] = useState(q);
  const merchants = useQuery({
    queryKey: [...MERCHANTS_QUERY_KEY, page, q],
    queryFn: () => merchantPage(page, q),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('code', { header: t('merchants.code') }),
    column.accessor('name', {
      header: t('merchants.name'),
      cell: (cell) => <span className={styles.wraps}>{cell.getValue()}</span>,
    }),
    column.accessor('domains', {
      header: t('merchants.domains'),
      cell: (cell) => <span className={styles.wraps}>{cell.getValue().join(', ')}</span>,
    }),
    column.accessor('currency', { header: t('merchants.currency') }),
    column.accessor('timezone', { header: t('merchants.timezone') }),
    column.accessor('defaultLanguage', { header: t('merchants.defaultLanguage') }),
    column.accessor('isDefault', {
      header: t('merchants.isDefault'),
      cell: (cell) => (cell.getValue() ? t('merchants.yes') : t('merchants.no')),
    }),
    column.accessor('createdAt', {
      header: t('merchants.created'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    ...(mayEdit
      ? [
          column.display({
            id: 'edit',
            header: t('merchants.edit'),
            cell: (cell) => (
              <Button
                variant="secondary"
                aria-label={t('merchants.editOf', { code: cell.row.original.code })}
                onClick={() => setEditing(cell.row.original)}
              >
                <Pencil aria-hidden size={16} />
                {t('merchants.edit')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
  return (
    <>
      <PageTitle text={t('merchants.title')} />
      <p role="status">{done}</p>
      <search>
        <form
          className={filterStyles.filterRow}
          onSubmit={(event) => {
            event.preventDefault();
            navigate(addressWith({ page: 1, q: typed.trim() }));
          }}
        >
          <Field
            label={t('merchants.search')}
            type="search"
            placeholder={t('merchants.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('merchants.searchButton')}
          </Button>
        </form>
      </search>
      <QueryView query={merchants}>
        {(data) => (
          <>
            <DataTable
              caption={t('merchants.title')}
              rows={data.list}
              columns={columns}
              emptyText={t('merchants.empty')}
              paging={{
                page: data.page,
                hasMore: data.hasMore,
                onPage: (next) => navigate(addressWith({ page: next, q })),
              }}
              actions={
                mayCreate && (
                  <Button onClick={() => setCreating(true)}>
                    <Store aria-hidden size={18} />
                    {t('merchants.create')}
                  </Button>
                )
              }
            />
            {creating && (
              <CreateMerchantDialog
                onClose={() => setCreating(false)}
                onCreated={(merchant) => {
                  setCreating(false);
                  setDone(t('merchants.createdStatus', { code: merchant.code }));
                }}
              />
            )}
            {editing && (
              <EditMerchantDialog
                merchant={editing}
                onClose={() => setEditing(undefined)}
                onSaved={(merchant) => {
                  setEditing(undefined);
                  setDone(t('merchants.updatedStatus', { code: merchant.code }));
                }}
              />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
