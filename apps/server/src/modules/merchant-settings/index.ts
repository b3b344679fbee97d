export { merchantSettingsRoutes } from './merchant-settings-routes.ts';
