// @vitest-environment jsdom
// Announcements go through DOMPurify, which needs a DOM that runs it correctly (see sanitise-html.test.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import NoticeScreen from './NoticeScreen.tsx';

const notice = (id: string, type: string, title: string, read = false) => ({
  id,
  type,
  title,
  content: `<p>${title} in full</p>`,
  read,
  createdAt: '2026-05-01T10:00:00.000Z',
});

describe('NoticeScreen', () => {
  it('opens the tapped announcement (its index), marks it read and fetches the list again', async () => {
    signIn();
    let read = false;
    const { calls } = mockApi({
      getAnnouncements: () =>
        ok({
          banners: [notice('b1', 'B', 'Welcome')],
          player: [notice('p1', 'PL', 'Verify your account', read)],
          popup: [],
          promotion: [notice('r1', 'PR', 'Weekend reload')],
          agent: [notice('a1', 'A', 'New dividend tiers')],
        }),
      markAnnouncementRead: () => {
        read = true;
        return ok(null);
      },
    });
    const { user } = renderInApp(<NoticeScreen />, { path: '/m/notice?index=1' });
    const opened = await screen.findByRole('button', { name: /Verify your account/ });
    await waitFor(() => expect(opened).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('Verify your account in full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Welcome/ })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'markAnnouncementRead')?.body).toEqual({
        announcementId: 'p1',
        read: true,
      }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'getAnnouncements')).toHaveLength(2),
    );
    await waitFor(() => expect(opened).not.toHaveTextContent('New'));

    await user.click(screen.getByRole('button', { name: /Weekend reload/ }));
    expect(screen.getByRole('button', { name: /Weekend reload/ })).toHaveAttribute('aria-expanded', 'true');
    // An agent's notice (the server sends them to agents only) is listed last, marked as such.
    expect(screen.getByRole('button', { name: /Agent.*New dividend tiers/ })).toBeInTheDocument();
  });

  it('does not mark anything read for guests', async () => {
    const { calls } = mockApi({
      getAnnouncements: ok({
        banners: [notice('b1', 'B', 'Welcome')],
        player: [],
        popup: [],
        promotion: [],
        agent: [],
      }),
    });
    renderInApp(<NoticeScreen />, { path: '/m/notice?index=0' });
    const welcome = await screen.findByRole('button', { name: /Welcome/ });
    await waitFor(() => expect(welcome).toHaveAttribute('aria-expanded', 'true'));
    expect(calls.some((call) => call.operation === 'markAnnouncementRead')).toBe(false);
  });
});
