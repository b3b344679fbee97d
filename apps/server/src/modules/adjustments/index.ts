export { adjustmentRoutes } from './adjustment-routes.ts';
