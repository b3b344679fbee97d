import { type ConsoleReport, REPORT_KINDS, type ReportKind } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState, Updater } from '@tanstack/react-table';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { readSorting, withSorting } from '../../shared/table-url.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { LazyTrendChart, MerchantPicker, PLAY_TREND, type TrendRow } from '../dashboard/index.ts';
import { type FieldRow, fieldColumns, fieldCsv } from './field-columns.ts';
import { RangeForm } from './RangeForm.tsx';
import styles from './Reports.module.css';
import { PAGED_REPORTS, REPORT_FIELDS } from './report-fields.ts';
import {
  REPORT_PAGE_SIZE,
  type ReportFilters,
  readReportFilters,
  reportPath,
  reportSearch,
} from './report-filters.ts';

/** A CSV of a paged report fetches every page, up to this many rows. */
const CSV_MAX_ROWS = 10_000;
const CSV_PAGE_SIZE = 500;

async function allRows(filters: ReportFilters) {
  const rows: FieldRow[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const report = await apiRequest<ConsoleReport>(reportPath(filters, page, CSV_PAGE_SIZE));
    rows.push(...(report.rows as FieldRow[]));
    if (page * CSV_PAGE_SIZE >= report.total) return { rows, capped: false };
  }
  return { rows, capped: true };
}

/**
 * Reports of one merchant over its calendar days (decision 0049): one tab per report, the days, the page
 * and the sort in the address, a table with CSV export, and a chart of GGR by day.
 */
export function ReportsPage({ platform }: { platform: boolean }) {
  const { t, i18n } = useTranslation();
  const address = useSearch();
  const filters = readReportFilters(address);
  const sorting = readSorting(address);
  const [, navigate] = useLocation();
  const report = useQuery({
    queryKey: ['console-report', reportPath(filters)],
    queryFn: () => apiRequest<ConsoleReport>(reportPath(filters)),
    placeholderData: keepPreviousData,
  });
  // The days the server used (the merchant's, its default ones when the address names none) fill the form.
  const answered = report.isPlaceholderData ? undefined : report.data;
  const shown = answered ?? filters;
  const addressOf = (next: ReportFilters, nextSorting: SortingState = sorting) =>
    `/reports?${withSorting(reportSearch(next), nextSorting)}`;
  const show = (next: ReportFilters, nextSorting?: SortingState) => navigate(addressOf(next, nextSorting));
  const sortBy = (updater: Updater<SortingState>) =>
    show(filters, typeof updater === 'function' ? updater(sorting) : updater);
  const fields = REPORT_FIELDS[filters.kind];
  const paged = PAGED_REPORTS.has(filters.kind);
  const title = t(`reports.kinds.${filters.kind}`);
  return (
    <>
      <PageTitle text={t('reports.title')} />
      <div className={styles.page}>
        <nav aria-label={t('reports.kindsName')}>
          <ul className={styles.tabs}>
            {REPORT_KINDS.map((kind: ReportKind) => (
              <li key={kind}>
                <Link
                  className={styles.tab}
                  href={addressOf({ ...filters, kind, page: 1 }, [])}
                  aria-current={kind === filters.kind ? 'page' : undefined}
                >
                  {t(`reports.kinds.${kind}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <RangeForm
          key={`${shown.from}/${shown.to}`}
          range={shown}
          timezone={report.data?.timezone}
          onApply={(range) => show({ ...filters, ...range, page: 1 })}
        />
        <QueryView query={report}>
          {(data) => (
            <section className={styles.section} aria-labelledby="report-title">
              <h2 id="report-title" className={styles.sectionTitle}>
                {title}
              </h2>
              {platform && (
                <MerchantPicker
                  codes={data.merchantCodes}
                  value={data.merchantCode}
                  onChange={(merchant) => show({ ...filters, merchant, page: 1 })}
                />
              )}
              <p className={styles.context}>
                {t('reports.context', {
                  merchant: data.merchantCode,
                  timezone: data.timezone,
                  currency: data.currency,
                  from: data.from,
                  to: data.to,
                })}
              </p>
              {data.kind === 'ggr-by-day' && (
                <Suspense fallback={<p className={styles.chart}>{t('dashboard.chartLoading')}</p>}>
                  <div className={styles.chart}>
                    <LazyTrendChart
                      trend={PLAY_TREND}
                      series={data.rows as TrendRow[]}
                      label={t('reports.chartName', { from: data.from, to: data.to })}
                    />
                  </div>
                </Suspense>
              )}
              <DataTable
                caption={title}
                rows={data.rows as FieldRow[]}
                columns={fieldColumns(t, fields, i18n.language)}
                emptyText={t('reports.empty')}
                sortable
                sorting={sorting}
                onSortingChange={sortBy}
                csv={fieldCsv(
                  t,
                  fields,
                  `${data.kind}-${data.merchantCode}-${data.from}-${data.to}.csv`,
                  paged ? () => allRows({ ...filters, from: data.from, to: data.to }) : undefined,
                )}
                {...(paged
                  ? {
                      paging: {
                        page: filters.page,
                        hasMore: filters.page * REPORT_PAGE_SIZE < data.total,
                        onPage: (page: number) => show({ ...filters, page }),
                      },
                    }
                  : {})}
              />
            </section>
          )}
        </QueryView>
      </div>
    </>
  );
}
