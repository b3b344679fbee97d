export { agentRoutes } from './agent-routes.ts';
export { offerContract } from './contract-requests.ts';
