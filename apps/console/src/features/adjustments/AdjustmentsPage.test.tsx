import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AdjustmentForm } from './AdjustmentForm.tsx';
import { AdjustmentsPage } from './AdjustmentsPage.tsx';

const ME = '0b6f2a52-8f55-4a43-9d4e-6c2a8f3f0a11';
const MEMBER = '5f0e9a52-1111-4a43-9d4e-6c2a8f3f0a11';
const session = (role = 'finance') => ({
  status: 200,
  value: {
    operator: { id: ME, username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const adjustment = (memberUsername: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  memberId: MEMBER,
  memberUsername,
  merchantCode: 'demo',
  direction: 'credit',
  amount: 1500,
  currency: 'PKR',
  reason: 'jackpot claim',
  status: 'pending_approval',
  createdById: crypto.randomUUID(),
  createdByUsername: 'alice',
  createdAt: '2026-11-25T01:00:00.000Z',
  decidedById: null,
  decidedByUsername: null,
  decidedAt: null,
  decisionReason: null,
  balanceAfter: null,
  ...extra,
});

const page = (list: object[], hasMore = false) => ({
  status: 200,
  value: { list, page: 1, hasMore, approvalThreshold: 1000 },
});

describe('adjustments page', () => {
  it("lists pending approvals with Approve and Reject, none on the operator's own; approving sends the decision", async () => {
    const theirs = adjustment('bob');
    const mine = adjustment('carol', { createdById: ME, createdByUsername: 'me' });
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/adjustments?status=pending_approval': () => page([theirs, mine]),
      [`POST /console/adjustments/${theirs.id}/approval`]: () => ({
        status: 200,
        value: { ...theirs, status: 'approved' },
      }),
    });
    const { user } = renderPage(<AdjustmentsPage />, '/adjustments');
    const table = await screen.findByRole('table', { name: 'Balance adjustments' });
    const rows = within(table).getAllByRole('row');
    expect(
      await within(rows[1] as HTMLElement).findByRole('button', { name: 'Approve the adjustment of bob' }),
    ).toBeEnabled();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve the adjustment of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the adjustment' });
    expect(dialog).toHaveTextContent('Credit 1,500.00 PKR to bob.');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'checked the round');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ approve: true, reason: 'checked the round' });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('a rejection needs a reason; a decision that lost the race says so', async () => {
    const theirs = adjustment('bob');
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/adjustments?status=pending_approval': () => page([theirs]),
      [`POST /console/adjustments/${theirs.id}/approval`]: () => ({
        status: 409,
        code: 'adjustment_moved_on',
      }),
    });
    const { user } = renderPage(<AdjustmentsPage />, '/adjustments');
    await user.click(await screen.findByRole('button', { name: 'Reject the adjustment of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the adjustment' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'no proof');
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This adjustment was already decided.',
    );
  });

  it('keeps the status filter and the page in the address', async () => {
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/adjustments?status=rejected': () =>
        page(
          [adjustment('bob', { status: 'rejected', decidedByUsername: 'dave', decisionReason: 'no proof' })],
          true,
        ),
      'GET /console/adjustments': () => page([]),
    });
    const { user, history } = renderPage(<AdjustmentsPage />, '/adjustments?status=rejected');
    expect(await screen.findByRole('cell', { name: 'Rejected by dave: no proof' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(history.at(-1)).toBe('/adjustments?status=rejected&page=2');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(history.at(-1)).toBe('/adjustments?status=all');
    expect(await screen.findByText('No adjustments with this status.')).toBeInTheDocument();
  });
});

describe('adjustment form', () => {
  it('says when the amount needs a second operator, and what happened', async () => {
    const calls = fakeApi({
      'GET /console/session': () => session(),
      [`GET /console/adjustments?status=pending_approval&memberId=${MEMBER}`]: () => page([]),
      [`POST /console/members/${MEMBER}/adjustments`]: ({ body }) => ({
        status: 200,
        value: adjustment('bob', { ...(body as object), status: 'pending_approval' }),
      }),
    });
    const { user } = renderPage(<AdjustmentForm memberId={MEMBER} />);
    expect(
      await screen.findByText("Amounts above 1,000.00 need a second operator's approval."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1500');
    expect(screen.getByText(/a second operator must approve it/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'jackpot claim');
    await user.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "The adjustment of 1,500.00 PKR waits for a second operator's approval.",
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      direction: 'credit',
      amount: 1500,
      reason: 'jackpot claim',
    });
  });

  it('a debit the balance does not cover is refused in words', async () => {
    fakeApi({
      'GET /console/session': () => session(),
      [`GET /console/adjustments?status=pending_approval&memberId=${MEMBER}`]: () => page([]),
      [`POST /console/members/${MEMBER}/adjustments`]: () => ({ status: 409, code: 'insufficient_balance' }),
    });
    const { user } = renderPage(<AdjustmentForm memberId={MEMBER} />);
    await user.click(await screen.findByRole('radio', { name: 'Debit' }));
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Reason'), 'correction');
    await user.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The member's balance does not cover this debit.",
    );
  });

  it('is not offered to a role that may not adjust', async () => {
    const calls = fakeApi({ 'GET /console/session': () => session('support') });
    renderPage(<AdjustmentForm memberId={MEMBER} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // Let the session answer render before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/console/session']);
  });
});
