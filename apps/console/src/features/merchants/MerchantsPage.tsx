import { type ConsoleMerchantItem, operatorAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { CreateMerchantDialog } from './CreateMerchantDialog.tsx';
import styles from './MerchantsPage.module.css';
import { MERCHANTS_QUERY_KEY, merchantPage } from './merchants-api.ts';

const column = createColumnHelper<ConsoleMerchantItem>();

const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/** The platform's merchants, 50 a page (the page in the address), and creating one (decision 0061). */
export function MerchantsPage() {
  const { t, i18n } = useTranslation();
  const operator = useConsoleSession().data?.operator;
  const mayCreate = operator !== undefined && operatorAllows(operator, 'createConsoleMerchant');
  const page = pageOf(useSearch());
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ConsoleMerchantItem>();
  const merchants = useQuery({
    queryKey: [...MERCHANTS_QUERY_KEY, page],
    queryFn: () => merchantPage(page),
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
  ];
  return (
    <>
      <PageTitle text={t('merchants.title')} />
      {created && <p role="status">{t('merchants.createdStatus', { code: created.code })}</p>}
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
                onPage: (next) => navigate(`/merchants?page=${next}`),
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
                merchantCodes={data.list.map((merchant) => merchant.code)}
                onClose={() => setCreating(false)}
                onCreated={(merchant) => {
                  setCreating(false);
                  setCreated(merchant);
                }}
              />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
