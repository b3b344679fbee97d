import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MembersPage } from './MembersPage.tsx';

const member = (username: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  merchantCode: 'demo',
  username,
  mobile: '923001234567',
  type: 0,
  vipLabel: 'VIP1',
  balance: 1234.5,
  currencyCode: 'PKR',
  locked: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastLoginAt: null,
  ...extra,
});

describe('members page', () => {
  it('searches on Enter, keeps field, text and page in the address, and links each row to the member', async () => {
    const found = member('alice', { locked: true });
    const calls = fakeApi({
      'GET /console/members?by=mobile&q=92300': () => ({
        status: 200,
        value: { list: [found], page: 1, hasMore: true },
      }),
      'GET /console/members?by=mobile&q=92300&page=2': () => ({
        status: 200,
        value: { list: [member('alina')], page: 2, hasMore: false },
      }),
    });
    const { user, history } = renderPage(<MembersPage />, '/members');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Search by'), 'Mobile number');
    await user.type(screen.getByLabelText('Starts with'), ' 92300 {Enter}');
    const table = await screen.findByRole('table', { name: 'Members found' });
    expect(history.at(-1)).toBe('/members?by=mobile&q=92300');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'alice' })).toHaveAttribute('href', `/members/${found.id}`);
    expect(within(row).getByRole('cell', { name: '1,234.50 PKR' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Locked' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Never' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'alina' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/members?by=mobile&q=92300&page=2');
    expect(screen.getByLabelText('Search by')).toHaveValue('mobile');
    expect(screen.getByLabelText('Starts with')).toHaveValue('92300');
    expect(calls.map((call) => call.path)).toEqual([
      '/console/members?by=mobile&q=92300',
      '/console/members?by=mobile&q=92300&page=2',
    ]);
  });

  it('runs the search of the address, and says when nothing matches', async () => {
    fakeApi({
      'GET /console/members?by=username&q=zz': () => ({
        status: 200,
        value: { list: [], page: 1, hasMore: false },
      }),
    });
    renderPage(<MembersPage />, '/members?by=username&q=zz');
    expect(await screen.findByText('No member matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a refused search translated, with a retry', async () => {
    fakeApi({ 'GET /console/members?by=username&q=a': () => ({ status: 400, code: 'validation_error' }) });
    renderPage(<MembersPage />, '/members?q=a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check what you entered.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
