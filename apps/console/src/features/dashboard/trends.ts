import type { DashboardDay } from '@lobby/contract';

export type Figure = Exclude<keyof DashboardDay, 'day'>;

/** One day of a chart: the day and the figures its lines draw (a dashboard day, a report's GGR day). */
export type TrendRow = { day: string } & Partial<Record<Figure, number>>;

export interface TrendLine {
  figure: Figure;
  /** A console token: the series colour in either theme. */
  color: string;
  /** A dash pattern, so lines differ without colour too. */
  dash?: string;
}

export interface Trend {
  id: 'moneyTrend' | 'playTrend' | 'membersTrend';
  money: boolean;
  lines: TrendLine[];
}

const COLOR = ['var(--color-chart-1)', 'var(--color-chart-2)', 'var(--color-chart-3)'] as const;

/** The play trend: bets, wins and GGR (also the reports' GGR by day). */
export const PLAY_TREND: Trend = {
  id: 'playTrend',
  money: true,
  lines: [
    { figure: 'betAmount', color: COLOR[0] },
    { figure: 'winAmount', color: COLOR[1], dash: '6 4' },
    { figure: 'grossGamingRevenue', color: COLOR[2], dash: '2 3' },
  ],
};

/** The three charts of the dashboard and the figures each draws over 30 days. */
export const TRENDS: Trend[] = [
  {
    id: 'moneyTrend',
    money: true,
    lines: [
      { figure: 'depositAmount', color: COLOR[0] },
      { figure: 'withdrawalAmount', color: COLOR[1], dash: '6 4' },
    ],
  },
  PLAY_TREND,
  {
    id: 'membersTrend',
    money: false,
    lines: [
      { figure: 'registrations', color: COLOR[0] },
      { figure: 'firstDeposits', color: COLOR[1], dash: '6 4' },
      { figure: 'activeMembers', color: COLOR[2], dash: '2 3' },
    ],
  },
];

/** Figures shown as money (the others are counts). */
export const MONEY_FIGURES: ReadonlySet<Figure> = new Set([
  'depositAmount',
  'withdrawalAmount',
  'betAmount',
  'winAmount',
  'grossGamingRevenue',
]);
