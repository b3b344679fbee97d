import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RewardClaimsPage } from './RewardClaimsPage.tsx';
import { TurnoverPanel } from './TurnoverPanel.tsx';

const MEMBER = '5f0e9a52-1111-4a43-9d4e-6c2a8f3f0a11';
const session = (role = 'finance') => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const claim = (memberUsername: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  activityId: 'weekend-reload',
  activityTitle: 'Weekend reload',
  memberId: MEMBER,
  memberUsername,
  merchantCode: 'demo',
  status: 'Applying',
  rewardAmount: 50,
  turnoverMultiple: 10,
  remark: 'please',
  joinedAt: '2026-11-25T01:00:00.000Z',
  decidedByUsername: null,
  decidedAt: null,
  decisionReason: null,
  ...extra,
});

const page = (list: object[]) => ({ status: 200, value: { list, page: 1, hasMore: false } });

describe('reward claims page', () => {
  it('lists applications waiting for review; approving sends the decision with the CSRF token', async () => {
    const waiting = claim('bob');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/reward-claims?status=Applying': () => page([waiting]),
      [`POST /console/reward-claims/${waiting.id}/review`]: () => ({
        status: 200,
        value: { ...waiting, status: 'Issued' },
      }),
    });
    const { user } = renderPage(<RewardClaimsPage />, '/rewards');
    const table = await screen.findByRole('table', { name: 'Reward claims' });
    expect(table).toHaveTextContent('Weekend reload');
    expect(table).toHaveTextContent('10×');
    await user.click(await screen.findByRole('button', { name: 'Approve the reward claim of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the reward claim' });
    expect(dialog).toHaveTextContent('adds 10× its amount');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ approve: true });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('a rejection needs a reason; a decision that lost the race says so; support sees no buttons', async () => {
    const waiting = claim('bob');
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/reward-claims?status=Applying': () => page([waiting]),
      [`POST /console/reward-claims/${waiting.id}/review`]: () => ({
        status: 409,
        code: 'reward_claim_moved_on',
        value: { field: 'id' },
      }),
    });
    const { user } = renderPage(<RewardClaimsPage />, '/rewards');
    await user.click(await screen.findByRole('button', { name: 'Reject the reward claim of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the reward claim' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate account');
    await user.click(reject);
    expect(await within(dialog).findByText(/Another operator has already decided/)).toBeInTheDocument();
  });

  it('support lists claims without Approve or Reject', async () => {
    fakeApi({
      'GET /console/session': () => session('support'),
      'GET /console/reward-claims?status=Applying': () => page([claim('bob')]),
    });
    renderPage(<RewardClaimsPage />, '/rewards');
    const table = await screen.findByRole('table', { name: 'Reward claims' });
    expect(table).toHaveTextContent('bob');
    expect(within(table).queryByRole('button', { name: /reward claim of/ })).not.toBeInTheDocument();
  });
});

describe('turnover panel', () => {
  it('shows the outstanding turnover and waives it with a reason', async () => {
    const calls = fakeApi({
      'GET /console/session': () => session(),
      [`GET /console/members/${MEMBER}/turnover`]: () => ({
        status: 200,
        value: {
          outstanding: 500,
          history: [
            {
              kind: 'reward',
              amount: 500,
              outstandingAfter: 500,
              reason: null,
              createdAt: '2026-11-25T01:00:00.000Z',
            },
          ],
        },
      }),
      [`PUT /console/members/${MEMBER}/turnover`]: () => ({
        status: 200,
        value: { outstanding: 0, history: [] },
      }),
    });
    const { user } = renderPage(<TurnoverPanel memberId={MEMBER} />, '/members');
    expect(await screen.findByText(/Outstanding: 500/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'complaint settled');
    await user.click(screen.getByRole('button', { name: 'Waive all' }));
    expect(await screen.findByText(/Outstanding: 0/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      outstanding: 0,
      reason: 'complaint settled',
    });
  });
});
