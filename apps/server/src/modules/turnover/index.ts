export {
  addDepositTurnover,
  addTurnover,
  payDownTurnover,
  turnoverGate,
} from './turnover-repository.ts';
export { consoleTurnoverRoutes, turnoverRoutes } from './turnover-routes.ts';
