import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay, formatMoney } from '../../shared/format.ts';
import styles from './DashboardPage.module.css';
import type { Trend, TrendRow } from './trends.ts';

const AXIS = { stroke: 'var(--color-chart-axis)', fontSize: 12 };

/**
 * One trend drawn with recharts (its own lazily loaded chunk). The drawing is an image named after the
 * chart; the table beside it carries the same figures for screen readers and keyboards.
 */
export default function TrendChart({
  trend,
  series,
  label,
}: {
  trend: Trend;
  series: TrendRow[];
  /** The chart's name; the dashboard's 30-day name when absent. */
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const value = (amount: number) => (trend.money ? formatMoney(amount) : formatCount(amount, language));
  return (
    <div
      className={styles.chart}
      role="img"
      aria-label={label ?? t('dashboard.chartName', { name: t(`dashboard.${trend.id}`) })}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={series}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke="var(--color-chart-grid)" strokeDasharray="3 3" />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => formatDay(day, language)}
            tick={AXIS}
            stroke="var(--color-chart-grid)"
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(amount: number) => formatCount(amount, language)}
            tick={AXIS}
            stroke="var(--color-chart-grid)"
            width={72}
            allowDecimals={trend.money}
          />
          <Tooltip
            formatter={(amount) => value(Number(amount))}
            labelFormatter={(day) => formatDay(String(day), language)}
            contentStyle={{
              background: 'var(--color-surface)',
              border: '1px solid var(--color-border)',
              borderRadius: 'var(--radius-s)',
              color: 'var(--color-text)',
            }}
            labelStyle={{ color: 'var(--color-text)', fontWeight: 700 }}
            cursor={{ stroke: 'var(--color-chart-axis)' }}
          />
          <Legend itemSorter={null} wrapperStyle={{ color: 'var(--color-text)', fontSize: 13 }} />
          {trend.lines.map((line) => (
            <Line
              key={line.figure}
              dataKey={line.figure}
              name={t(`dashboard.${line.figure}`)}
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray={line.dash}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
