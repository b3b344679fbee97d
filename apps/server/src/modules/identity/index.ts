export { consoleKycRoutes } from './console-kyc-routes.ts';
export { identityGate } from './identity-gate.ts';
export { identityRoutes } from './identity-routes.ts';
export { kycStatusOf } from './kyc-documents.ts';
