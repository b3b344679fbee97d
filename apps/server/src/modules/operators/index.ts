export { consoleAuthRoutes } from './console-auth-routes.ts';
export { audit, merchantScope, operatorOf, requireOperator, serveOperators } from './console-guard.ts';
export { consoleMerchant } from './console-merchant.ts';
export { createOperatorWithEnrolment, enrolmentPath } from './operator-enrolment.ts';
export type { Operator } from './operator-repository.ts';
export { insertOperator } from './operator-repository.ts';
export { operatorRoutes } from './operator-routes.ts';
export { operatorsPlugin } from './operators-plugin.ts';
export { newTotpSecret } from './totp.ts';
