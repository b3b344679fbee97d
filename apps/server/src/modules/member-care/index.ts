export { memberCareRoutes } from './member-care-routes.ts';
