export { campaignDelivery } from './campaign-delivery.ts';
export { consoleMessageRoutes } from './console-message-routes.ts';
export { addInboxMessages, type NewInboxMessage } from './inbox-repository.ts';
export { messageRoutes } from './message-routes.ts';
export { plainTextHtml } from './plain-text-html.ts';
