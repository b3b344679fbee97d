import { type ActivityTotals, toMajor } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../../shared/system-status.ts';
import { Card } from '../../../shared/ui/Card.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { formatMoney } from '../../wallet/index.ts';
import styles from '../ResponsibleGaming.module.css';
import { useActivityStatement } from './statement-api.ts';

const ROWS = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'net',
] as const satisfies readonly (keyof ActivityTotals)[];

/**
 * The activity statement (decision 0050): deposits, withdrawals, bets, wins and the net result over the last
 * 30 and 90 days, one column each, in the wallet's currency written as the app writes money.
 */
export function ActivityStatementSection() {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = useSystemStatus().info;
  const statement = useActivityStatement();
  return (
    <Card
      heading={t('responsibleGaming.statement.heading')}
      headingId={`${id}-title`}
      aria-labelledby={`${id}-title`}
    >
      <QueryState query={statement} skeleton="rows" compact>
        {({ currency: code, periods }) => {
          const symbol = code === currency.code ? currency.symbol : code;
          const money = (minor: number) => `${symbol} ${formatMoney(toMajor(minor))}`;
          return (
            <>
              <p>{t('responsibleGaming.statement.about')}</p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('responsibleGaming.statement.heading')}</caption>
                  <thead>
                    <tr>
                      <td />
                      {periods.map((period) => (
                        <th key={period.days} scope="col">
                          {t('responsibleGaming.statement.days', { count: period.days })}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {ROWS.map((row) => (
                      <tr key={row} className={row === 'net' ? styles.total : undefined}>
                        <th scope="row">{t(`responsibleGaming.statement.${row}`)}</th>
                        {periods.map((period) => (
                          <td key={period.days}>
                            <bdi>{money(period[row])}</bdi>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={styles.hint}>{t('responsibleGaming.statement.netHint')}</p>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
