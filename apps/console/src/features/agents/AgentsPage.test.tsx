import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AgentsPage } from './AgentsPage.tsx';

const session = (role = 'finance') => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const PLAN = {
  basis: 'netLoss',
  tiers: [
    { threshold: 0, rate: 10 },
    { threshold: 5000, rate: 15 },
  ],
};

const request = (agentUsername: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  kind: 'dividend',
  status: 'pending',
  agentId: crypto.randomUUID(),
  agentUsername,
  merchantCode: 'demo',
  offeredBy: 'upline',
  offeredAt: '2026-11-25T01:00:00.000Z',
  respondedAt: null,
  plan: PLAN,
  reviewedAt: null,
  reviewedByUsername: null,
  rejectReason: null,
  ...extra,
});

const payout = (status: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  kind: 'salary',
  period: '2026-11-24',
  periodStart: '2026-11-23T19:00:00.000Z',
  periodEnd: '2026-11-24T19:00:00.000Z',
  basis: 'turnover',
  turnover: 12000,
  netLoss: 800,
  tier: 2,
  rate: 50,
  amount: 50,
  status,
  paidAt: null,
  requestId: crypto.randomUUID(),
  agentId: crypto.randomUUID(),
  agentUsername: 'ann',
  merchantCode: 'demo',
  holdReason: null,
  heldByUsername: null,
  ...extra,
});

const agentOf = (id: string, username: string) => ({
  id,
  username,
  type: 1,
  merchantCode: 'demo',
  contracts: [],
  downline: [],
  downlineCount: 0,
  downlinePage: 1,
  downlineHasMore: false,
});

const page = (list: object[], hasMore = false) => ({ status: 200, value: { list, page: 1, hasMore } });

describe('Agents page', () => {
  it('finance approves a pending contract request after seeing its tiers', async () => {
    const ann = request('ann');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/agents/contract-requests?status=pending': () => page([ann]),
      'GET /console/agents/payouts': () => page([]),
      [`POST /console/agents/contract-requests/${ann.id}/review`]: () => ({
        status: 200,
        value: { ...ann, status: 'approved', reviewedByUsername: 'me' },
      }),
    });
    const { user } = renderPage(<AgentsPage />, '/agents');
    const table = await screen.findByRole('table', { name: 'Contract requests' });
    expect(within(table).getByRole('cell', { name: 'Dividend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve the Dividend contract of ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the contract' });
    const terms = within(dialog).getByRole('group', { name: 'Terms of the Dividend contract of ann' });
    expect(within(terms).getByLabelText('Tier 2: Downline net loss')).toHaveValue(5000);
    expect(within(terms).getByLabelText('Tier 2: Share of the net loss')).toHaveValue(15);
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ approve: true });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('finance changes the tiers before approving; what the contract refuses is named and waits', async () => {
    const ann = request('ann');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/agents/contract-requests?status=pending': () => page([ann]),
      'GET /console/agents/payouts': () => page([]),
      [`POST /console/agents/contract-requests/${ann.id}/review`]: () => ({
        status: 200,
        value: { ...ann, status: 'approved', reviewedByUsername: 'me' },
      }),
    });
    const { user } = renderPage(<AgentsPage />, '/agents');
    await user.click(await screen.findByRole('button', { name: 'Approve the Dividend contract of ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the contract' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });

    const share = within(dialog).getByLabelText('Tier 2: Share of the net loss');
    await user.clear(share);
    await user.type(share, '120');
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share).toHaveAccessibleDescription(
      "Tier 2, Share of the net loss: the value is too large (a dividend's share is at most 100%).",
    );
    expect(approve).toBeDisabled();
    await user.clear(share);
    await user.type(share, '20');

    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const third = within(dialog).getByLabelText('Tier 3: Downline net loss');
    expect(third).toHaveValue(6000);
    await user.clear(third);
    await user.type(third, '4000');
    expect(
      within(dialog).getByText('Tier 3, Downline net loss: must be above the tier before.'),
    ).toBeVisible();
    expect(approve).toBeDisabled();
    await user.clear(third);
    await user.type(third, '9000.5');
    await user.selectOptions(within(dialog).getByLabelText('Tiers measured on'), 'turnover');
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 1' }));
    expect(approve).toBeEnabled();
    await user.click(approve);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      approve: true,
      plan: {
        basis: 'turnover',
        tiers: [
          { threshold: 5000, rate: 20 },
          { threshold: 9000.5, rate: 20 },
        ],
      },
    });
  });

  it('a rejection needs a reason; a request someone else decided says so', async () => {
    const ann = request('ann', { status: 'accepted' });
    const calls = fakeApi({
      'GET /console/session': () => session('admin'),
      'GET /console/agents/contract-requests?status=pending': () => page([ann]),
      'GET /console/agents/payouts': () => page([]),
      [`POST /console/agents/contract-requests/${ann.id}/review`]: () => ({
        status: 409,
        code: 'contract_request_decided',
      }),
    });
    const { user } = renderPage(<AgentsPage />, '/agents');
    await user.click(await screen.findByRole('button', { name: 'Reject the Dividend contract of ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the contract' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Downline too small');
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else has already decided this contract request.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      approve: false,
      reason: 'Downline too small',
    });
  });

  it("support reads requests and payouts, pages an agent's downline and opens a sub-agent's, but decides nothing", async () => {
    const ann = request('ann', { status: 'approved', reviewedByUsername: 'dave' });
    const carl = crypto.randomUUID();
    fakeApi({
      'GET /console/session': () => session('support'),
      'GET /console/agents/contract-requests?status=pending': () => page([ann]),
      'GET /console/agents/payouts': () => page([payout('due')]),
      [`GET /console/agents/${ann.agentId}`]: () => ({
        status: 200,
        value: {
          id: ann.agentId,
          username: 'ann',
          type: 1,
          merchantCode: 'demo',
          contracts: [ann],
          downline: [
            { id: carl, username: 'carl', type: 1, createdAt: '2026-11-21T01:00:00.000Z', downlineCount: 7 },
            {
              id: crypto.randomUUID(),
              username: 'bob',
              type: 0,
              createdAt: '2026-11-20T01:00:00.000Z',
              downlineCount: 0,
            },
          ],
          downlineCount: 52,
          downlinePage: 1,
          downlineHasMore: true,
        },
      }),
      [`GET /console/agents/${ann.agentId}?downlinePage=2`]: () => ({
        status: 200,
        value: {
          ...agentOf(ann.agentId, 'ann'),
          downline: [
            {
              id: crypto.randomUUID(),
              username: 'dora',
              type: 0,
              createdAt: '2026-11-01T01:00:00.000Z',
              downlineCount: 0,
            },
          ],
          downlineCount: 52,
          downlinePage: 2,
        },
      }),
      [`GET /console/agents/${carl}`]: () => ({ status: 200, value: agentOf(carl, 'carl') }),
    });
    const { user } = renderPage(<AgentsPage />, '/agents');
    expect(await screen.findByText('By dave. Reason: —')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hold/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terms and downline of ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent ann' });
    expect(
      await within(dialog).findByRole('table', { name: 'Dividend: Approved (in force)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Direct downline (52)' })).toBeInTheDocument();
    const downline = within(dialog).getByRole('table', { name: 'Direct downline of ann' });
    expect(within(downline).getByRole('row', { name: /^bob Member 0 / })).toBeInTheDocument();
    expect(within(downline).getByRole('row', { name: /^carl Sub-agent 7 / })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('cell', { name: 'dora' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open sub-agent carl' }));
    expect(await screen.findByRole('dialog', { name: 'Agent carl' })).toBeInTheDocument();
    expect(await within(dialog).findByText('This agent has no downline yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to ann' }));
    expect(await screen.findByRole('dialog', { name: 'Agent ann' })).toBeInTheDocument();
  });

  it('finance holds a due payout with a reason and filters payouts by status', async () => {
    const due = payout('due');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/agents/contract-requests?status=pending': () => page([]),
      'GET /console/agents/payouts': () => page([due]),
      'GET /console/agents/payouts?status=held': () =>
        page([payout('held', { holdReason: 'Checking', heldByUsername: 'me' })]),
      [`POST /console/agents/payouts/${due.id}/hold`]: () => ({
        status: 200,
        value: { ...due, status: 'held' },
      }),
    });
    const { user } = renderPage(<AgentsPage />, '/agents');
    const table = await screen.findByRole('table', { name: 'Contract payouts' });
    expect(within(table).getByRole('cell', { name: '12,000.00' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Hold the Daily salary payout of ann for 2026-11-24' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payout' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Checking');
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ hold: true, reason: 'Checking' });

    const filters = screen.getByRole('form', { name: 'Payout filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'held');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Held by me. Reason: Checking')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Release the Daily salary payout of ann for 2026-11-24' }),
    ).toBeVisible();
  });
});
