export { type BetLimits, chargeBetToLimits, creditToLimits, findBetLimits } from './bet-limits.ts';
export { limitRoutes } from './limit-routes.ts';
export { type DepositedIn, depositLimitGate } from './limit-service.ts';
