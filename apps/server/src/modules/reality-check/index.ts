export { PLAY_WRITE_GRAIN_MS, SESSION_PAUSE_MS } from './reality-check-clock.ts';
export {
  findRealityCheck,
  realityCheckGate,
  recordPlay,
  setTestRealityCheckInterval,
  startPlay,
} from './reality-check-repository.ts';
export { realityCheckRoutes } from './reality-check-routes.ts';
