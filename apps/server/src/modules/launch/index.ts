export { launchRoutes } from './launch-routes.ts';
