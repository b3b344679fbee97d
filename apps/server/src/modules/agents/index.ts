export { agentPayJob, runAgentPay } from './agent-pay-job.ts';
export { agentRoutes } from './agent-routes.ts';
export { consoleAgentRoutes } from './console-agent-routes.ts';
export { offerContract } from './contract-requests.ts';
