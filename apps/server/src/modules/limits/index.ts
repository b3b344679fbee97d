export {
  type BetLimits,
  chargeBetToLimits,
  creditToLimits,
  findBetLimits,
  sessionLimitGate,
} from './bet-limits.ts';
export { limitRoutes } from './limit-routes.ts';
export { type DepositedIn, depositLimitGate } from './limit-service.ts';
