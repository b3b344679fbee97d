import type { InboxMessage } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { memberGateCases } from '../../test/member-gate-cases.tsx';
import { renderInApp } from '../../test/render.tsx';
import WebEmailScreen from './WebEmailScreen.tsx';

const message = (id: string, title: string, read: boolean): InboxMessage => ({
  id,
  title,
  content: `<p>Hello from ${title}</p>`,
  read,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** A small inbox on the mock server: reading and deleting change what the next calls answer. */
function inboxServer(messages: InboxMessage[]) {
  let list = [...messages];
  const unread = () => list.filter((item) => !item.read).length;
  return mockApi({
    getInboxMessages: () =>
      ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length, unReadCount: unread() }),
    getInboxUnreadCount: () => ok({ unReadCount: unread() }),
    getAnnouncementUnreadCount: ok({ unReadCount: 0 }),
    markInboxRead: (call) => {
      const { messageId } = call.body as { messageId: string };
      list = list.map((item) => (item.id === messageId ? { ...item, read: true } : item));
      return ok(null);
    },
    deleteInboxMessage: (call) => {
      list = list.filter((item) => item.id !== call.params.id);
      return ok(null);
    },
  });
}

const ui = <WebEmailScreen />;

describe('inbox', () => memberGateCases(WebEmailScreen, '/m/webEmail'));

describe('WebEmailScreen', () => {
  it("shows a system message in the player's language, not the server's English text", async () => {
    signIn();
    inboxServer([
      {
        ...message('44444444-4444-4444-8444-444444444444', 'Server English', false),
        code: 'failed_logins',
        params: { count: 6 },
      },
    ]);
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(inbox).queryByText('Server English')).not.toBeInTheDocument();
    await user.click(within(inbox).getByRole('button', { name: /^Failed logins on your account/ }));
    const opened = await screen.findByRole('dialog', { name: 'Failed logins on your account' });
    expect(
      within(opened).getByText(
        /Someone tried to log in to your account 6 times with a wrong password or code/,
      ),
    ).toBeInTheDocument();
  });

  it('shows a feedback answer in the player’s words with the operator’s text', async () => {
    signIn();
    inboxServer([
      {
        ...message('55555555-5555-4555-8555-555555555555', 'Server English', false),
        code: 'feedback_answered',
        params: { answer: 'We refunded the bet.' },
      },
    ]);
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    await user.click(within(inbox).getByRole('button', { name: /^Your feedback has been answered/ }));
    const opened = await screen.findByRole('dialog', { name: 'Your feedback has been answered' });
    expect(within(opened).getByText('Our answer to your feedback: We refunded the bet.')).toBeInTheDocument();
  });

  it('opens a message with its HTML, marks it read and lowers the footer count', async () => {
    signIn();
    const { calls } = inboxServer([
      message('11111111-1111-4111-8111-111111111111', 'Welcome bonus', false),
      message('22222222-2222-4222-8222-222222222222', 'Weekly news', false),
      message('33333333-3333-4333-8333-333333333333', 'Old note', true),
    ]);
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(inbox).getAllByText('Unread')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Member 2 unread' })).toBeInTheDocument();

    await user.click(within(inbox).getByRole('button', { name: /^Welcome bonus/ }));
    const opened = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(await within(opened).findByText('Hello from Welcome bonus')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'markInboxRead')?.body).toEqual({
      messageId: '11111111-1111-4111-8111-111111111111',
    });
    expect(await screen.findByRole('button', { name: 'Member 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(within(inbox).getAllByText('Unread')).toHaveLength(1));
  });

  it('does not mark a read message again', async () => {
    signIn();
    const { calls } = inboxServer([message('33333333-3333-4333-8333-333333333333', 'Old note', true)]);
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    await user.click(await screen.findByRole('button', { name: /^Old note/ }));
    expect(screen.getByRole('dialog', { name: 'Old note' })).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'markInboxRead')).toBe(false);
  });

  it('deletes a message after confirming, then shows the empty inbox', async () => {
    signIn();
    const { calls } = inboxServer([message('11111111-1111-4111-8111-111111111111', 'Welcome bonus', false)]);
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Welcome bonus' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete message' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operation === 'deleteInboxMessage')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Welcome bonus' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete message' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'No messages yet.' })).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'deleteInboxMessage')?.method).toBe('DELETE');
    expect(await screen.findByRole('button', { name: 'Member' })).toBeInTheDocument();
  });

  it('shows an error state with a retry when the inbox cannot load', async () => {
    signIn();
    mockApi({});
    renderInApp(<WebEmailScreen />, { path: '/m/webEmail' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('deleting the last message of the last page steps back to the page before', async () => {
    signIn();
    const first = Array.from({ length: 20 }, (_, index) =>
      message(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, `Note ${index + 1}`, true),
    );
    let list = [...first, message('99999999-9999-4999-8999-999999999999', 'Last note', true)];
    mockApi({
      getInboxMessages: (call) => {
        const pageNo = Number(new URL(call.path, 'http://x').searchParams.get('pageNo'));
        const totalPages = Math.max(1, Math.ceil(list.length / 20));
        return ok({
          list: list.slice((pageNo - 1) * 20, pageNo * 20),
          pageNum: pageNo,
          totalPages,
          totalCount: list.length,
          unReadCount: 0,
        });
      },
      getInboxUnreadCount: ok({ unReadCount: 0 }),
      getAnnouncementUnreadCount: ok({ unReadCount: 0 }),
      deleteInboxMessage: (call) => {
        list = list.filter((item) => item.id !== call.params.id);
        return ok(null);
      },
    });
    const { user } = renderInApp(ui, { path: '/m/webEmail', footer: true });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Last note' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete message' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('button', { name: 'Delete Note 20' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument());
  });
});
