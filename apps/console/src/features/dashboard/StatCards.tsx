import type { DashboardFigures } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../shared/format.ts';
import styles from './DashboardPage.module.css';
import { type Figure, MONEY_FIGURES } from './trends.ts';

/** The cards of a period, each a figure with, for money, the number of its movements. */
const CARDS: { figure: Figure; count?: Figure }[] = [
  { figure: 'registrations' },
  { figure: 'firstDeposits' },
  { figure: 'depositAmount', count: 'depositCount' },
  { figure: 'withdrawalAmount', count: 'withdrawalCount' },
  { figure: 'activeMembers' },
  { figure: 'betAmount', count: 'betCount' },
  { figure: 'winAmount' },
  { figure: 'grossGamingRevenue' },
];

/** A period's figures as labelled cards (a description list). */
export function StatCards({
  title,
  from,
  to,
  figures,
}: {
  title: string;
  from: string;
  to: string;
  figures: DashboardFigures;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.language;
  const range =
    from === to
      ? formatDay(from, language)
      : t('dashboard.range', { from: formatDay(from, language), to: formatDay(to, language) });
  return (
    <section className={styles.period} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.periodTitle}>
        {title} <span className={styles.range}>{range}</span>
      </h2>
      <dl className={styles.cards}>
        {CARDS.map(({ figure, count }) => (
          <div key={figure} className={styles.card}>
            <dt className={styles.cardLabel}>{t(`dashboard.${figure}`)}</dt>
            <dd className={styles.cardValue}>
              {MONEY_FIGURES.has(figure)
                ? formatMoney(figures[figure])
                : formatCount(figures[figure], language)}
            </dd>
            {count && (
              <dd className={styles.cardNote}>
                {t('dashboard.number', { value: formatCount(figures[count], language) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
