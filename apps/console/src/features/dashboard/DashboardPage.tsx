import { API, type ConsoleDashboard } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { formatCount, formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import styles from './DashboardPage.module.css';
import { MerchantPicker } from './MerchantPicker.tsx';
import { StatCards } from './StatCards.tsx';
import { TrendSection } from './TrendSection.tsx';
import { TRENDS } from './trends.ts';

/** The merchant named in the address (`?merchant=`), for platform operators; else the server's choice. */
const merchantOf = (search: string) => new URLSearchParams(search).get('merchant') ?? undefined;

/**
 * The console's home: today and the last 7 days as cards, what waits for review, and 30-day trends, of
 * the operator's merchant (a platform operator picks one; the choice stays in the address).
 */
export function DashboardPage({ operatorName, platform }: { operatorName: string; platform: boolean }) {
  const { t, i18n } = useTranslation();
  const search = useSearch();
  const merchant = platform ? merchantOf(search) : undefined;
  const [, navigate] = useLocation();
  const query = merchant ? `?merchantCode=${encodeURIComponent(merchant)}` : '';
  const dashboard = useQuery({
    queryKey: ['console-dashboard', merchant ?? null],
    queryFn: () => apiRequest<ConsoleDashboard>(`${API.getConsoleDashboard.path}${query}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle text={t('home.title', { name: operatorName })} />
      <QueryView query={dashboard}>
        {(data) => (
          <div className={styles.page}>
            <div className={styles.context}>
              {platform && (
                <MerchantPicker
                  codes={data.merchantCodes}
                  value={data.merchantCode}
                  onChange={(code) => navigate(`/?merchant=${encodeURIComponent(code)}`)}
                />
              )}
              <p className={styles.contextText}>
                {t('dashboard.context', {
                  merchant: data.merchantCode,
                  timezone: data.timezone,
                  time: formatDateTime(data.asOf, i18n.language, data.timezone),
                })}
              </p>
            </div>
            <StatCards title={t('dashboard.today')} {...data.today} />
            <StatCards title={t('dashboard.last7Days')} {...data.last7Days} />
            <section className={styles.period} aria-labelledby="dashboard-pending">
              <h2 id="dashboard-pending" className={styles.periodTitle}>
                {t('dashboard.pending')}
              </h2>
              <dl className={styles.cards}>
                <div className={styles.card}>
                  <dt className={styles.cardLabel}>{t('dashboard.pendingWithdrawals')}</dt>
                  <dd className={styles.cardValue}>
                    {formatCount(data.pendingReviews.withdrawals, i18n.language)}
                  </dd>
                </div>
                <div className={styles.card}>
                  <dt className={styles.cardLabel}>{t('dashboard.pendingAdjustments')}</dt>
                  <dd className={styles.cardValue}>
                    {formatCount(data.pendingReviews.adjustments, i18n.language)}
                  </dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="dashboard-trends">
              <h2 id="dashboard-trends" className={styles.periodTitle}>
                {t('dashboard.trends')}
              </h2>
              <div className={styles.trends}>
                {TRENDS.map((trend) => (
                  <TrendSection key={trend.id} trend={trend} series={data.series} />
                ))}
              </div>
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
