export { adjustmentRoutes } from './adjustment-routes.ts';
export { countPendingAdjustments } from './pending-adjustments.ts';
