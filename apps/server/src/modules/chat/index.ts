export { chatPageRoutes } from './chat-page-routes.ts';
export { chatRoutes } from './chat-routes.ts';
