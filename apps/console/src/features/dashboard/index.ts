export { DashboardPage } from './DashboardPage.tsx';
export { LazyTrendChart } from './lazy-trend-chart.ts';
export { MerchantPicker } from './MerchantPicker.tsx';
export { PLAY_TREND, type TrendRow } from './trends.ts';
