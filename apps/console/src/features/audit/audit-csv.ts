import type { AuditEvent, AuditEventPage } from '@lobby/contract';
import type { TFunction } from 'i18next';
import { apiRequest } from '../../shared/api/client.ts';
import type { CsvExport } from '../../shared/ui/CsvButton.tsx';
import { type AuditFilters, auditEventsPath } from './audit-filters.ts';

/** The export stops after this many pages (50 events each): 1,000 events (decision 0043). */
export const AUDIT_EXPORT_PAGES = 20;

/** Every event matching the filters, fetched page after page up to the cap. */
export async function allAuditEvents(
  filters: AuditFilters,
): Promise<{ rows: AuditEvent[]; capped: boolean }> {
  const rows: AuditEvent[] = [];
  for (let page = 1; page <= AUDIT_EXPORT_PAGES; page++) {
    const answer = await apiRequest<AuditEventPage>(auditEventsPath({ ...filters, page }));
    rows.push(...answer.list);
    if (!answer.hasMore) return { rows, capped: false };
  }
  return { rows, capped: true };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit trail's CSV: every matching event (not only the page shown), with before and after as JSON. */
export const auditCsv = (t: TFunction, filters: AuditFilters): CsvExport<AuditEvent> => ({
  fileName: 'audit-trail.csv',
  header: [
    t('audit.time'),
    t('audit.operator'),
    t('audit.role'),
    t('audit.merchant'),
    t('audit.action'),
    t('audit.target'),
    t('audit.before'),
    t('audit.after'),
    t('audit.reason'),
    t('audit.ip'),
    t('audit.requestId'),
  ],
  cells: (event) => [
    event.createdAt,
    event.operatorUsername,
    event.role,
    event.merchantCode,
    event.action,
    event.target,
    json(event.before),
    json(event.after),
    event.reason,
    event.ip,
    event.requestId,
  ],
  rows: () => allAuditEvents(filters),
});
