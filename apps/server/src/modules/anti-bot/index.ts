export { antiBotPlugin } from './anti-bot-plugin.ts';
export { antiBotRoutes } from './anti-bot-routes.ts';
