export { consoleKycRoutes } from './console-kyc-routes.ts';
export { freePlayGate } from './free-play-gate.ts';
export {
  identityGate,
  identityNotVerified,
  identityVerified,
  launchIdentityGate,
  playNeedsIdentity,
} from './identity-gate.ts';
export { identityRoutes } from './identity-routes.ts';
export { kycStatusOf } from './kyc-documents.ts';
