import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AuditPage } from './AuditPage.tsx';

const event = (action: string) => ({
  id: crypto.randomUUID(),
  operatorId: null,
  operatorUsername: 'admin',
  role: 'owner',
  merchantCode: 'demo',
  action,
  target: null,
  before: null,
  after: null,
  reason: null,
  ip: '127.0.0.1',
  requestId: 'req-1',
  createdAt: '2026-11-25T01:00:00.000Z',
});

describe('audit trail page', () => {
  it('asks for the filters of the address, and keeps new filters and the page in the address', async () => {
    const calls = fakeApi({
      'GET /console/audit-events?action=logout': () => ({
        status: 200,
        value: { list: [event('logout')], page: 1, hasMore: true },
      }),
      'GET /console/audit-events?action=login.failed': () => ({
        status: 200,
        value: { list: [], page: 1, hasMore: false },
      }),
      'GET /console/audit-events?action=logout&page=2': () => ({
        status: 200,
        value: { list: [event('logout')], page: 2, hasMore: false },
      }),
    });
    const { user, history } = renderPage(<AuditPage />, '/audit?action=logout');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(table).getByRole('cell', { name: 'logout' })).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('logout');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/audit?action=logout&page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Action'));
    await user.type(screen.getByLabelText('Action'), 'login.failed');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/audit?action=login.failed');
    expect(calls.map((call) => call.path)).toContain('/console/audit-events?action=login.failed');
  });
});
