export {
  type BetLimits,
  chargeBetToLimits,
  creditToLimits,
  findBetLimits,
  sessionLimitGate,
} from './bet-limits.ts';
export { limitRoutes } from './limit-routes.ts';
export { type DepositedIn, depositLimitGate, playerLimits } from './limit-service.ts';
export { operatorLimits, setOperatorLimits } from './operator-limits.ts';
