export { consoleMerchantsRoutes } from './console-merchants-routes.ts';
