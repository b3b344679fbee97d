export { findOutboxMessages } from './sms-outbox-repository.ts';
export { smsPlugin } from './sms-plugin.ts';
export { e164, type SmsSender } from './sms-sender.ts';
export { verificationCodeRoutes } from './verification-code-routes.ts';
export { CODE_POLICY, VerificationCodes } from './verification-code-service.ts';
