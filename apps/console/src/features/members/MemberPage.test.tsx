import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MemberPage } from './MemberPage.tsx';

const ID = '0b9f6a1e-3c51-4c8e-9d39-5a8e1f0c2b7d';
const LINKED_ID = '5d2f0c9a-1b7e-4f3a-8e6d-2c4b9a7f1e30';

const memberFile = (locked = false) => ({
  profile: {
    id: ID,
    merchantCode: 'demo',
    username: 'alice',
    mobile: '923001234567',
    type: 1,
    vipLabel: 'VIP2',
    balance: 25000,
    currencyCode: 'PKR',
    locked,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastLoginAt: '2026-11-24T08:00:00.000Z',
    nickname: null,
    email: null,
    payeeName: 'Alice Khan',
    affiliateCode: 'AB12CD',
    referrerId: null,
    registerMethod: 'username',
    registerDomain: 'demo.localhost',
    registrationIp: '203.0.113.7',
    passwordChangedAt: null,
  },
  lock: locked
    ? { locked, lockedAt: '2026-11-25T01:00:00.000Z', lockedBy: 'admin', reason: 'Chargeback' }
    : { locked, lockedAt: null, lockedBy: null, reason: null },
  ledger: [
    {
      id: 1,
      kind: 'deposit',
      reference: 'dep-1',
      amount: 1500,
      balanceAfter: 26500,
      currencyCode: 'PKR',
      createdAt: '2026-11-24T09:00:00.000Z',
    },
  ],
  bets: [],
  deposits: [],
  withdrawals: [],
  sessions: [],
  notes: [],
  linkedAccounts: [
    {
      id: LINKED_ID,
      username: 'alina',
      locked: false,
      shared: [{ kind: 'registrationIp', value: '203.0.113.7' }],
    },
  ],
});

const session = (role: string) => () => ({
  status: 200,
  value: {
    operator: { id: 'op-1', username: 'sam', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

function memberApi(
  role: string,
  lockAnswer: (call: Call) => { status: number; code?: string; value?: unknown },
) {
  let locked = false;
  return fakeApi({
    'GET /console/session': session(role),
    [`GET /console/members/${ID}`]: () => ({ status: 200, value: memberFile(locked) }),
    [`PUT /console/members/${ID}/lock`]: (call) => {
      const answer = lockAnswer(call);
      if (answer.status === 200) locked = true;
      return answer;
    },
  });
}

describe('member page', () => {
  it('shows the profile with money as #,##0.00 and the ledger', async () => {
    memberApi('auditor', () => ({ status: 500 }));
    renderPage(<MemberPage id={ID} />, `/members/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('25,000.00 PKR')).toBeInTheDocument();
    expect(screen.getByText('Agent')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByRole('cell', { name: '1,500.00 PKR' })).toBeInTheDocument();
    // The auditor reads only: no actions.
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
  });

  it('locks only with a reason, sending it with the CSRF token, then shows the member locked', async () => {
    const calls = memberApi('support', () => ({
      status: 200,
      value: { locked: true, lockedAt: '2026-11-25T01:00:00.000Z', lockedBy: 'sam', reason: 'Chargeback' },
    }));
    const { user } = renderPage(<MemberPage id={ID} />, `/members/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock alice' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason: it is kept in the audit trail.',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  Chargeback  ');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('status')).toHaveTextContent('alice is locked and logged out.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ locked: true, reason: 'Chargeback' });
    expect(put?.headers['x-csrf-token']).toBe('csrf-1');
    expect(await screen.findByText('Locked by admin', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('shows the server refusing the lock in the operator language, the dialog staying open', async () => {
    memberApi('owner', () => ({ status: 409, code: 'member_already_locked' }));
    const { user } = renderPage(<MemberPage id={ID} />, `/members/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock alice' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone locked this member a moment ago. The page now shows it.',
    );
  });

  it('says a member of another merchant or an unknown one is not found', async () => {
    fakeApi({ 'GET /console/session': session('owner') });
    renderPage(<MemberPage id={ID} />, `/members/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It no longer exists, or it is not yours to see.',
    );
  });

  it('lists linked accounts with what they share, linking to them; the tab kept in the address', async () => {
    memberApi('support', () => ({ status: 500 }));
    const { user, history } = renderPage(<MemberPage id={ID} />, `/members/${ID}`);
    await user.click(await screen.findByRole('tab', { name: 'Linked accounts (1)' }));
    expect(history.at(-1)).toBe(`/members/${ID}?tab=linked`);
    const link = within(screen.getByRole('table', { name: 'Linked accounts' })).getByRole('link', {
      name: 'alina',
    });
    expect(link).toHaveAttribute('href', `/members/${LINKED_ID}`);
    expect(link).toHaveAccessibleDescription('Registration address: 203.0.113.7');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes (0)' })).toHaveFocus();
    expect(screen.getByLabelText('New note')).toBeInTheDocument();
  });

  it('ends the sessions with a reason and adds a note, each refusing to send an empty text', async () => {
    const calls = fakeApi({
      'GET /console/session': session('support'),
      [`GET /console/members/${ID}`]: () => ({ status: 200, value: memberFile() }),
      [`POST /console/members/${ID}/end-sessions`]: () => ({ status: 200, value: { ended: 2 } }),
      [`POST /console/members/${ID}/notes`]: () => ({
        status: 200,
        value: {
          id: LINKED_ID,
          text: 'Called',
          operatorUsername: 'sam',
          createdAt: '2026-11-25T01:00:00.000Z',
        },
      }),
    });
    const { user } = renderPage(<MemberPage id={ID} />, `/members/${ID}?tab=notes`);
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End the sessions of alice' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Shared phone');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Sessions ended: 2.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByLabelText('New note')).toHaveAccessibleDescription('Write the note first.');
    await user.type(screen.getByLabelText('New note'), 'Called, will send documents');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: 'Shared phone' },
      { text: 'Called, will send documents' },
    ]);
  });
});
