export { addInboxMessages } from './inbox-repository.ts';
export { messageRoutes } from './message-routes.ts';
