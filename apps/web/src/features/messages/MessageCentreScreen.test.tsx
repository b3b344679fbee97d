import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import MessageCentreScreen from './MessageCentreScreen.tsx';

const chatOn = makeStatus({
  whitelabel: { ...makeStatus().info.whitelabel, CBS3: true },
  customerService: [
    { csType: 'WHATSAPP', path: btoa('https://wa.me/123') },
    { csType: '3', path: btoa('https://service.example.test') },
  ],
});

const counts = (inbox: number, chat: number, announcements: number) => ({
  getInboxUnreadCount: ok({ unReadCount: inbox }),
  getChatUnreadCount: ok({ unReadCount: chat }),
  getAnnouncementUnreadCount: ok({ unReadCount: announcements }),
});

afterEach(() => vi.useRealTimers());

describe('MessageCentreScreen', () => {
  it('lists the rows of spec §2 in order, with badges capped at 99+', async () => {
    signIn();
    mockApi(counts(150, 3, 7));
    renderInApp(<MessageCentreScreen />, { path: '/m/message', status: chatOn });
    const rows = screen.getByRole('list', { name: 'Message centre' });
    expect(await within(rows).findByRole('button', { name: 'Inbox 99+ unread' })).toBeInTheDocument();
    expect(within(rows).getByRole('link', { name: 'Announcements 7 unread' })).toHaveAttribute(
      'href',
      '/m/notice',
    );
    expect(await within(rows).findByRole('button', { name: 'Live chat 3 unread' })).toBeInTheDocument();
    const names = within(rows)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Messenger',
      expect.stringContaining('Announcements'),
      expect.stringContaining('Inbox'),
      expect.stringContaining('Live chat'),
      'Affiliate service',
    ]);
    expect(within(rows).getByRole('link', { name: 'Messenger' })).toHaveAttribute(
      'href',
      'https://wa.me/123',
    );
  });

  it('has no live chat row without CBS3 and never asks for the chat count', async () => {
    signIn();
    const { calls } = mockApi(counts(2, 5, 0));
    renderInApp(<MessageCentreScreen />, { path: '/m/message' });
    expect(await screen.findByRole('button', { name: 'Inbox 2 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getChatUnreadCount')).toBe(false);
  });

  it('sends a guest who taps the inbox to login', async () => {
    const { calls } = mockApi();
    const { user, pathname } = renderInApp(<MessageCentreScreen />, { path: '/m/message' });
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(pathname()).toBe('/m/login');
    expect(calls.some((call) => call.operation === 'getInboxUnreadCount')).toBe(false);
  });

  it('refuses a trial account (type 4) with free_reject and asks for no counts', async () => {
    signIn(4);
    const { calls } = mockApi(counts(1, 1, 1));
    const { user, pathname } = renderInApp(<MessageCentreScreen />, { path: '/m/message', status: chatOn });
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    const prompt = screen.getByRole('dialog', { name: 'Register a real account' });
    expect(prompt).toHaveTextContent('Trial accounts cannot use this feature.');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(pathname()).toBe('/m/message');
    expect(calls.filter((call) => call.operation !== 'getEncryptionKey')).toEqual([]);
  });

  it('launches the chat with b2c=1, language, backUrl, headerColor and title, opening it after 500 ms', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockApi({ ...counts(0, 0, 0), launchChat: ok({ chatUrl: '/chat/?t=abc' }) });
    document.documentElement.style.setProperty('--color-primary', '#8f70ff');
    const { user } = renderInApp(<MessageCentreScreen />, { path: '/m/message', status: chatOn });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    await vi.waitFor(() => expect(calls.some((call) => call.operation === 'launchChat')).toBe(true));
    const query = new URL(calls.find((call) => call.operation === 'launchChat')?.path ?? '', 'http://x')
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({
      b2c: '1',
      language: 'EN',
      backUrl: '/m/message',
      title: 'Live chat',
      headerColor: '#8f70ff',
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(assign).toHaveBeenCalledWith('/chat/?t=abc&theme=dark');
    document.documentElement.style.removeProperty('--color-primary');
  });
});
