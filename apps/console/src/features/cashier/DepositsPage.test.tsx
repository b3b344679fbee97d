import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DepositsPage } from './DepositsPage.tsx';

const session = (role = 'finance') => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const deposit = (memberUsername: string, extra: object = {}) => {
  const id = crypto.randomUUID();
  return {
    id,
    memberId: crypto.randomUUID(),
    memberUsername,
    merchantCode: 'demo',
    channelId: 'bank_transfer',
    amount: 2500,
    currency: 'PKR',
    status: 'pending',
    reference: 'TRX-77',
    receiptPath: `/console/deposits/${id}/receipt`,
    createdAt: '2026-11-25T01:00:00.000Z',
    confirmedAt: null,
    reviewedByUsername: null,
    reviewedAt: null,
    rejectReason: null,
    ...extra,
  };
};

const page = (list: object[], hasMore = false) => ({ status: 200, value: { list, page: 1, hasMore } });

describe('deposits page', () => {
  it('lists pending deposits; finance approves one after looking at its receipt', async () => {
    const bob = deposit('bob');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/deposits?status=pending': () => page([bob]),
      [`POST /console/deposits/${bob.id}/review`]: () => ({
        status: 200,
        value: { ...bob, status: 'confirmed' },
      }),
    });
    const { user } = renderPage(<DepositsPage />, '/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getByRole('cell', { name: 'TRX-77' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View the receipt of bob' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt of bob' });
    expect(within(receipt).getByRole('img', { name: 'Receipt of bob' })).toHaveAttribute(
      'src',
      `/api/v1/console/deposits/${bob.id}/receipt`,
    );
    expect(receipt).toHaveTextContent('It should show a transfer of 2,500.00 PKR with the reference TRX-77.');
    await user.click(within(receipt).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Approve the deposit of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ approve: true });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('a rejection needs a reason; a review that lost the race says so', async () => {
    const bob = deposit('bob');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/deposits?status=pending': () => page([bob]),
      [`POST /console/deposits/${bob.id}/review`]: () => ({ status: 409, code: 'deposit_moved_on' }),
    });
    const { user } = renderPage(<DepositsPage />, '/deposits');
    await user.click(await screen.findByRole('button', { name: 'Reject the deposit of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the deposit' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'not on the statement');
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deposit was already reviewed.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      approve: false,
      reason: 'not on the statement',
    });
  });

  it('support sees the queue without Approve or Reject', async () => {
    fakeApi({
      'GET /console/session': () => session('support'),
      'GET /console/deposits?status=pending': () => page([deposit('bob')]),
    });
    renderPage(<DepositsPage />, '/deposits');
    expect(await screen.findByRole('button', { name: 'View the receipt of bob' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the deposit of bob' })).not.toBeInTheDocument();
  });

  it('keeps the filters and the page in the address', async () => {
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/deposits?status=rejected&member=bob': () =>
        page(
          [deposit('bob', { status: 'rejected', reviewedByUsername: 'dave', rejectReason: 'no proof' })],
          true,
        ),
      'GET /console/deposits?member=bob&minAmount=100': () => page([]),
    });
    const { user, history } = renderPage(<DepositsPage />, '/deposits?status=rejected&member=bob');
    expect(await screen.findByText('By dave. Reason: no proof')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(history.at(-1)).toBe('/deposits?status=rejected&member=bob&page=2');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Minimum amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(history.at(-1)).toBe('/deposits?status=all&member=bob&minAmount=100');
    expect(await screen.findByText('No deposits match these filters.')).toBeInTheDocument();
  });
});
