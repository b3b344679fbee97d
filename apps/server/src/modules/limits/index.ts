export {
  type BetLimits,
  chargeBetToLimits,
  creditToLimits,
  findBetLimits,
  PLAY_GAP_SECONDS,
  sessionLimitGate,
} from './bet-limits.ts';
export { currentPeriods } from './limit-periods.ts';
export { limitRoutes } from './limit-routes.ts';
export { type DepositedIn, depositLimitGate, playerLimits } from './limit-service.ts';
export { operatorLimits, setOperatorLimits } from './operator-limits.ts';
