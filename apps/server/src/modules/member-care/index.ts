export { memberCareRoutes } from './member-care-routes.ts';
export { memberFile } from './member-views.ts';
