import { lazy } from 'react';

/** The trend chart in its own chunk: recharts loads only when a chart shows (dashboard, reports). */
export const LazyTrendChart = lazy(() => import('./TrendChart.tsx'));
