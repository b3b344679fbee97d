import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MessagesPage } from './MessagesPage.tsx';

const MEMBER_ID = '7b0a3f7e-2b9e-4a55-9a0c-7e1f9b0c1d22';
const queued = (audienceCount: number) => ({
  status: 202,
  value: { id: '0d7f0d2c-7a53-4b9f-8b1f-6d7b3b3a1c10', status: 'queued', audienceCount },
});

/** The writes among the calls (the page also reads the session for its CSRF token), as they happen. */
const posts = (calls: Call[]) => ({
  get length() {
    return calls.filter((call) => call.method === 'POST').length;
  },
  get first() {
    return calls.find((call) => call.method === 'POST');
  },
});

describe('messages page', () => {
  it('sends to a VIP level after a confirmation that names the audience, and says it is queued', async () => {
    const calls = posts(
      fakeApi({
        'GET /console/session': () => ({
          status: 200,
          value: {
            operator: { id: MEMBER_ID, username: 'admin', role: 'owner', merchantCode: 'demo' },
            csrfToken: 'csrf-1',
            expiresAt: '2026-11-25T12:00:00.000Z',
          },
        }),
        'POST /console/messages': () => queued(12),
      }),
    );
    const { user } = renderPage(<MessagesPage />, '/messages');
    await user.click(screen.getByRole('radio', { name: 'A VIP level' }));
    await user.type(screen.getByLabelText('VIP level'), 'gold');
    await user.type(screen.getByLabelText('Title'), 'Gold weekend');
    await user.type(screen.getByLabelText('Message'), 'Double points all weekend.');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('“Gold weekend” goes to every member at VIP level gold.');
    expect(calls.length).toBe(0);
    // The keyboard stays in the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Queued for 12 members.');
    expect(calls.first?.body).toEqual({
      audience: { kind: 'vipLevel', vipLabel: 'gold' },
      title: 'Gold weekend',
      body: 'Double points all weekend.',
    });
    expect(calls.first?.headers).toMatchObject({ 'x-csrf-token': 'csrf-1' });
  });

  it('asks for a valid member id, and cancelling the confirmation sends nothing', async () => {
    const calls = posts(fakeApi({ 'POST /console/messages': () => queued(1) }));
    // Linked from a feedback ticket: the member is filled in.
    const { user } = renderPage(<MessagesPage />, `/messages?memberId=${MEMBER_ID}`);
    expect(screen.getByLabelText('Member id')).toHaveValue(MEMBER_ID);
    await user.clear(screen.getByLabelText('Member id'));
    await user.type(screen.getByLabelText('Member id'), 'player1');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid member id.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Member id'));
    await user.type(screen.getByLabelText('Member id'), MEMBER_ID);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`goes to the member ${MEMBER_ID}`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.length).toBe(0);
    await user.click(screen.getByRole('radio', { name: 'Every member' }));
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Queued for 1 member.');
    expect(calls.first?.body).toMatchObject({ audience: { kind: 'all' } });
  });

  it('translates a refusal', async () => {
    fakeApi({ 'POST /console/messages': () => ({ status: 403, code: 'forbidden' }) });
    const { user } = renderPage(<MessagesPage />, '/messages');
    await user.click(screen.getByRole('radio', { name: 'Every member' }));
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });
});
