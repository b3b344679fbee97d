export { authRoutes } from './auth-routes.ts';
export { grantSession } from './session-grant.ts';
export { isTrialName } from './trial-names.ts';
