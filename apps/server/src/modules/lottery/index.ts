export { lotteryRoutes } from './lottery-routes.ts';
