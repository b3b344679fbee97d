export { type AuditActor, type AuditEntry, listAuditEvents, recordAuditEvent } from './audit-repository.ts';
