export { gracefulShutdown } from './graceful-shutdown.ts';
export { healthRoutes } from './health-routes.ts';
export { lifecyclePlugin } from './lifecycle.ts';
export { assertPlatformOpen, platformGate } from './platform-gate.ts';
export { statusRoutes } from './status-routes.ts';
