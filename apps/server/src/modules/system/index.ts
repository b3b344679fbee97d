export { assertPlatformOpen, platformGate } from './platform-gate.ts';
export { statusRoutes } from './status-routes.ts';
export { requestStatus } from './system-status.ts';
