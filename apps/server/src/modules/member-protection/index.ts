export { exclusionRoutes } from './exclusion-routes.ts';
export { memberProtectionRoutes } from './member-protection-routes.ts';
