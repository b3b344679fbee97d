import type { DashboardDay } from '@lobby/contract';

export type Figure = Exclude<keyof DashboardDay, 'day'>;

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
  {
    id: 'playTrend',
    money: true,
    lines: [
      { figure: 'betAmount', color: COLOR[0] },
      { figure: 'winAmount', color: COLOR[1], dash: '6 4' },
      { figure: 'grossGamingRevenue', color: COLOR[2], dash: '2 3' },
    ],
  },
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
