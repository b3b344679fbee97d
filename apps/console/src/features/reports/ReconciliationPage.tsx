import type { ConsoleReconciliation } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { formatMoney } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { MerchantPicker } from '../dashboard/index.ts';
import { type FieldRow, fieldColumns, fieldCsv } from './field-columns.ts';
import { RangeForm } from './RangeForm.tsx';
import styles from './Reports.module.css';
import type { ReportField } from './report-fields.ts';
import { pathWith, type RangeFilters, rangeParams, readRange } from './report-filters.ts';

const money = (key: ReportField['key']): ReportField => ({ key, type: 'money' });
const AMOUNTS = ['vendorBetAmount', 'ledgerBetAmount', 'vendorWinAmount', 'ledgerWinAmount'].map((key) =>
  money(key as ReportField['key']),
);
const DAY_FIELDS: ReportField[] = [
  { key: 'day', type: 'day' },
  { key: 'vendor', type: 'text' },
  { key: 'vendorRounds', type: 'count' },
  { key: 'ledgerRounds', type: 'count' },
  ...AMOUNTS,
];
const DIFFERENCE_FIELDS: ReportField[] = [
  { key: 'day', type: 'day' },
  { key: 'vendor', type: 'text' },
  { key: 'roundId', type: 'text' },
  { key: 'problem', type: 'code' },
  ...AMOUNTS,
];
const CLOSE_FIELDS: ReportField[] = [
  { key: 'day', type: 'day' },
  money('openingAmount'),
  { key: 'movements', type: 'text' },
  money('closingAmount'),
  { key: 'entryCount', type: 'count' },
];

interface ReconciliationFilters extends RangeFilters {
  vendor?: string;
}

function readFilters(search: string): ReconciliationFilters {
  const params = new URLSearchParams(search);
  const vendor = params.get('vendor') ?? '';
  return { ...readRange(params), ...(vendor ? { vendor } : {}) };
}

function filterParams(filters: ReconciliationFilters, merchantName: string) {
  const params = rangeParams(filters, merchantName);
  if (filters.vendor) params.set('vendor', filters.vendor);
  return params;
}

/**
 * Each vendor's rounds against the ledger per day, the differences with their round ids, and the daily
 * closes of the days (decision 0049); the days, vendor and merchant in the address.
 */
export function ReconciliationPage({ platform }: { platform: boolean }) {
  const { t, i18n } = useTranslation();
  const filters = readFilters(useSearch());
  const [, navigate] = useLocation();
  const [vendor, setVendor] = useState(filters.vendor ?? '');
  const path = pathWith('/console/reconciliation', filterParams(filters, 'merchantCode'));
  const answer = useQuery({
    queryKey: ['console-reconciliation', path],
    queryFn: () => apiRequest<ConsoleReconciliation>(path),
    placeholderData: keepPreviousData,
  });
  const answered = answer.isPlaceholderData ? undefined : answer.data;
  const shown = answered ?? filters;
  const show = (next: ReconciliationFilters) =>
    navigate(pathWith('/reconciliation', filterParams(next, 'merchant')));
  const table = (
    caption: string,
    fields: ReportField[],
    rows: FieldRow[],
    emptyText: string,
    file: string,
  ) => (
    <section className={styles.section} aria-label={caption}>
      <h2 className={styles.sectionTitle}>{caption}</h2>
      <DataTable
        caption={caption}
        rows={rows}
        columns={fieldColumns(t, fields, i18n.language)}
        emptyText={emptyText}
        sortable
        csv={fieldCsv(t, fields, file)}
      />
    </section>
  );
  return (
    <>
      <PageTitle text={t('reconciliation.title')} />
      <div className={styles.page}>
        <RangeForm
          key={`${shown.from}/${shown.to}/${filters.vendor ?? ''}`}
          range={shown}
          timezone={answer.data?.timezone}
          onApply={(range) => {
            const trimmed = vendor.trim();
            show({ ...filters, ...range, ...(trimmed ? { vendor: trimmed } : { vendor: undefined }) });
          }}
        >
          <Field
            label={t('reconciliation.vendor')}
            value={vendor}
            maxLength={40}
            onChange={(event) => setVendor(event.target.value)}
          />
        </RangeForm>
        <QueryView query={answer}>
          {(data) => {
            const file = (part: string) => `${part}-${data.merchantCode}-${data.from}-${data.to}.csv`;
            return (
              <>
                {platform && (
                  <MerchantPicker
                    codes={data.merchantCodes}
                    value={data.merchantCode}
                    onChange={(merchant) => show({ ...filters, merchant })}
                  />
                )}
                <p className={styles.context}>
                  {t('reconciliation.context', {
                    merchant: data.merchantCode,
                    timezone: data.timezone,
                    currency: data.currency,
                    from: data.from,
                    to: data.to,
                  })}
                </p>
                {data.differenceCount > data.differences.length && (
                  <p role="status">{t('reconciliation.differenceCount', { count: data.differenceCount })}</p>
                )}
                {table(
                  t('reconciliation.differences'),
                  DIFFERENCE_FIELDS,
                  data.differences,
                  t('reconciliation.noDifferences'),
                  file('differences'),
                )}
                {table(
                  t('reconciliation.days'),
                  DAY_FIELDS,
                  data.days,
                  t('reconciliation.noRounds'),
                  file('rounds'),
                )}
                {table(
                  t('reconciliation.closes'),
                  CLOSE_FIELDS,
                  data.closes.map((close) => ({
                    ...close,
                    movements: Object.entries(close.movements)
                      .map(([kind, amount]) => `${kind} ${formatMoney(amount)}`)
                      .join(', '),
                  })),
                  t('reconciliation.noCloses'),
                  file('closes'),
                )}
              </>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
