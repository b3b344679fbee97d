import { ACTIVITY_STATUSES, type Activity } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import ActivityScreen from './ActivityScreen.tsx';

const activity = (status: Activity['status'], extra: Partial<Activity> = {}): Activity => ({
  id: `a-${status}`,
  title: `${status} bonus`,
  summary: 'A promotion',
  content: '<p>Full <strong>rules</strong></p>',
  imageUrl: '/media/activities/a.svg',
  rewardAmount: 50,
  startAt: '2026-03-01T00:00:00.000Z',
  endAt: null,
  status,
  remarkRequired: false,
  ...extra,
});

const ui = (
  <>
    <ActivityScreen />
    <Toaster />
  </>
);
const card = (title: string) => screen.getByRole('article', { name: title });

describe('ActivityScreen', () => {
  it('shows every status of spec §9 as a translated chip, with Join and Claim only where they apply', async () => {
    signIn();
    mockApi({ getActivities: ok({ list: ACTIVITY_STATUSES.map((status) => activity(status)) }) });
    renderInApp(ui, { path: '/m/activity' });
    await screen.findByRole('article', { name: 'Join bonus' });
    const chips = { Close: 'Closed', Process: 'Processing', Applying: 'Applying', Rejected: 'Rejected' };
    for (const [status, text] of Object.entries(chips)) {
      expect(within(card(`${status} bonus`)).getByText(text)).toBeInTheDocument();
      expect(within(card(`${status} bonus`)).queryByRole('button', { name: /join|claim/i })).toBeNull();
    }
    expect(within(card('Join bonus')).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card('Claim bonus')).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(card('Claim bonus')).getByText('Rs 50.00')).toBeInTheDocument();
  });

  it('a guest joining goes to login', async () => {
    const { calls } = mockApi({ getActivities: ok({ list: [activity('Join')] }) });
    const { user, pathname } = renderInApp(ui, { path: '/m/activity' });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(pathname()).toBe('/m/login');
    expect(calls.some((call) => call.operation === 'joinActivity')).toBe(false);
  });

  it('joins with a remark of at most 140 characters, then shows the new status', async () => {
    signIn();
    let joined = false;
    const { calls } = mockApi({
      getActivities: () => ok({ list: [activity(joined ? 'Joined' : 'Join', { remarkRequired: true })] }),
      joinActivity: () => {
        joined = true;
        return ok(null);
      },
    });
    const { user } = renderInApp(ui, { path: '/m/activity' });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join bonus' });
    expect(await within(dialog).findByText('rules')).toBeInTheDocument();
    const remark = within(dialog).getByRole('textbox', { name: 'Your comment' });
    await user.type(remark, 'x'.repeat(150));
    expect(remark).toHaveValue('x'.repeat(140));
    expect(within(dialog).getByText('140/140 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined Join bonus.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'joinActivity')?.body).toEqual({
      remark: 'x'.repeat(140),
    });
    expect(await screen.findByText('Joined')).toBeInTheDocument();
  });

  it('claims a bonus, refreshes the balance and translates a refusal', async () => {
    signIn();
    const { calls } = mockApi({
      getActivities: ok({ list: [activity('Claim'), activity('Claim', { id: 'a-2', title: 'Second' })] }),
      claimActivity: (call) => (call.params.id === 'a-2' ? refuse('activity_not_claimable', 409) : ok(null)),
      getWallet: ok({ sumBalance: 10, currencyCode: 'PKR', currencySymbol: 'Rs' }),
    });
    const { user } = renderInApp(ui, { path: '/m/activity' });
    await user.click(
      within(await screen.findByRole('article', { name: 'Claim bonus' })).getByRole('button', {
        name: 'Claim',
      }),
    );
    expect(await screen.findByText('Rs 50.00 has been added to your balance.')).toBeInTheDocument();
    await user.click(within(card('Second')).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(calls.filter((call) => call.operation === 'claimActivity')).toHaveLength(2));
    expect(calls.filter((call) => call.operation === 'getActivities').length).toBeGreaterThan(1);
  });

  it('shows the empty and error states', async () => {
    mockApi({ getActivities: refuse('internal_error', 500) });
    renderInApp(ui, { path: '/m/activity' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
