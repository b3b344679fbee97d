import type { DashboardDay } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import styles from './DashboardPage.module.css';
import { LazyTrendChart } from './lazy-trend-chart.ts';
import { MONEY_FIGURES, type Trend } from './trends.ts';

const column = createColumnHelper<DashboardDay>();

/** A trend: its chart, and the same figures as a table behind a disclosure. */
export function TrendSection({ trend, series }: { trend: Trend; series: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = t(`dashboard.${trend.id}`);
  const columns = [
    column.accessor('day', {
      header: t('dashboard.day'),
      cell: (cell) => formatDay(cell.getValue(), i18n.language),
    }),
    ...trend.lines.map(({ figure }) =>
      column.accessor(figure, {
        header: t(`dashboard.${figure}`),
        cell: (cell) =>
          MONEY_FIGURES.has(figure)
            ? formatMoney(cell.getValue())
            : formatCount(cell.getValue(), i18n.language),
      }),
    ),
  ];
  return (
    <section className={styles.trend} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.trendTitle}>
        {name}
      </h3>
      <Suspense fallback={<p className={styles.chart}>{t('dashboard.chartLoading')}</p>}>
        <LazyTrendChart trend={trend} series={series} />
      </Suspense>
      <details className={styles.details}>
        <summary>{t('dashboard.showTable')}</summary>
        <DataTable caption={name} rows={series} columns={columns} emptyText="" />
      </details>
    </section>
  );
}
