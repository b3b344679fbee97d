export { consoleGamesRoutes } from './console-games-routes.ts';
