export {
  findRealityCheck,
  realityCheckGate,
  recordPlay,
  setTestRealityCheckInterval,
  startPlay,
} from './reality-check-repository.ts';
export { realityCheckRoutes } from './reality-check-routes.ts';
