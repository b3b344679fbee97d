import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { AUDIT_EXPORT_PAGES, allAuditEvents } from './audit-csv.ts';

const filters = { action: 'logout', from: '', to: '', page: 3 };

describe('audit export', () => {
  it('fetches every page matching the filters, whatever page is shown', async () => {
    const calls = fakeApi({
      'GET /console/audit-events?action=logout': () => ({
        status: 200,
        value: { list: [{ id: 'a' }], page: 1, hasMore: true },
      }),
      'GET /console/audit-events?action=logout&page=2': () => ({
        status: 200,
        value: { list: [{ id: 'b' }], page: 2, hasMore: false },
      }),
    });
    const { rows, capped } = await allAuditEvents(filters);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(capped).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('stops at the cap and says so', async () => {
    const calls = fakeApi(
      Object.fromEntries(
        Array.from({ length: AUDIT_EXPORT_PAGES + 1 }, (_, index) => [
          `GET /console/audit-events?action=logout${index === 0 ? '' : `&page=${index + 1}`}`,
          () => ({ status: 200, value: { list: [{ id: String(index) }], page: index + 1, hasMore: true } }),
        ]),
      ),
    );
    const { rows, capped } = await allAuditEvents(filters);
    expect(rows).toHaveLength(AUDIT_EXPORT_PAGES);
    expect(capped).toBe(true);
    expect(calls).toHaveLength(AUDIT_EXPORT_PAGES);
  });
});
