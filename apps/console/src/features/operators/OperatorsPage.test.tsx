import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OperatorsPage } from './OperatorsPage.tsx';

const operator = (username: string, extra: object) => ({
  id: crypto.randomUUID(),
  username,
  role: 'support',
  merchantCode: 'demo',
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

describe('operators page', () => {
  it('lists the operators with role, merchant and status in words', async () => {
    fakeApi({
      'GET /console/operators': () => ({
        status: 200,
        value: {
          list: [
            operator('admin', { role: 'owner' }),
            operator('alice', { role: 'finance', enrolled: false }),
            operator('bob', { merchantCode: null, disabled: true }),
          ],
        },
      }),
    });
    renderPage(<OperatorsPage />, '/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('cell', { name: 'Waiting for enrolment' }),
    ).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByRole('cell', { name: 'All merchants' })).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
  });

  it('says so when the role may not list operators, with a retry', async () => {
    fakeApi({ 'GET /console/operators': () => ({ status: 403, code: 'forbidden' }) });
    renderPage(<OperatorsPage />, '/operators');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
