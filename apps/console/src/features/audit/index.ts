export { AuditPage } from './AuditPage.tsx';
export { fromLocalInput, toLocalInput } from './audit-filters.ts';
