import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import LeaderBoardScreen from './LeaderBoardScreen.tsx';
import RewardCenterScreen from './RewardCenterScreen.tsx';
import SignInScreen from './SignInScreen.tsx';

const base = makeStatus();
const withPromo = (key: 'LOGIN' | 'MISSION') =>
  makeStatus({ promotions: { ...base.info.promotions, [key]: { enabled: true } } });
const withRewardCentre = makeStatus({ whitelabel: { ...base.info.whitelabel, REWCEN3: true } });

const days = (signed: number) =>
  Array.from({ length: 7 }, (_, index) => ({ day: index + 1, reward: index + 1, signed: index < signed }));

describe('SignInScreen', () => {
  it('says it is unavailable when the LOGIN promo is off, without asking the server', async () => {
    signIn();
    const { calls } = mockApi();
    renderInApp(<SignInScreen />, { path: '/m/activity/signIn' });
    expect(await screen.findByText('This promotion is not available at the moment.')).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getSignInStatus')).toBe(false);
  });

  it('signs in today with the utcOffset, and handles already_signed_in', async () => {
    signIn();
    let signedToday = false;
    const { calls } = mockApi({
      getSignInStatus: () =>
        ok({ signedToday, streak: signedToday ? 3 : 2, days: days(signedToday ? 3 : 2) }),
      dailySignIn: () => {
        if (signedToday) return refuse('already_signed_in', 409);
        signedToday = true;
        return ok({ reward: 3, status: { signedToday: true, streak: 3, days: days(3) } });
      },
    });
    const { user } = renderInApp(
      <>
        <SignInScreen />
        <Toaster />
      </>,
      { path: '/m/activity/signIn', status: withPromo('LOGIN') },
    );
    expect(await screen.findByText('You have signed in 2 days in a row.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Sign in today' }));
    expect(
      await screen.findByText('Signed in! Rs 3.00 is waiting in the reward centre.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    const sent = calls.find((call) => call.operation === 'dailySignIn');
    expect(sent?.path).toContain(`utcOffset=${-new Date().getTimezoneOffset()}`);
  });

  it('after already_signed_in elsewhere, loads the status again', async () => {
    signIn();
    let answered = false;
    const { calls } = mockApi({
      getSignInStatus: () => ok({ signedToday: answered, streak: 1, days: days(1) }),
      dailySignIn: () => {
        answered = true;
        return refuse('already_signed_in', 409);
      },
    });
    const { user } = renderInApp(<SignInScreen />, {
      path: '/m/activity/signIn',
      status: withPromo('LOGIN'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in today' }));
    expect(await screen.findByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(calls.filter((call) => call.operation === 'getSignInStatus')).toHaveLength(2);
  });
});

describe('RewardCenterScreen', () => {
  it('sends guests to login', async () => {
    const { pathname } = renderInApp(<RewardCenterScreen />, {
      path: '/m/rewardCenter',
      status: withRewardCentre,
    });
    await waitFor(() => expect(pathname()).toBe('/m/login'));
  });

  it('shows contact_service when REWCEN3 is off', async () => {
    signIn();
    const { calls } = mockApi();
    renderInApp(<RewardCenterScreen />, { path: '/m/rewardCenter' });
    expect(
      await screen.findByRole('heading', { name: 'Please contact customer service.' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getRewards')).toBe(false);
  });

  it('claims a reward and refreshes the list and the balance', async () => {
    signIn();
    let claimed = false;
    const reward = {
      id: '5f0c3a52-7a1e-4c51-9b7e-1d2c3b4a5e6f',
      sourceCode: 'sign-in',
      title: 'Day 3 sign-in',
      amount: 3,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: null,
    };
    const { calls } = mockApi({
      getRewards: () =>
        ok({
          list: [
            { ...reward, status: claimed ? 'Claimed' : 'Claim' },
            { ...reward, id: 'b', title: 'Rebate', status: 'Issued' },
          ],
        }),
      claimReward: () => {
        claimed = true;
        return ok(null);
      },
      getWallet: ok({ sumBalance: 3, currencyCode: 'PKR', currencySymbol: 'Rs' }),
    });
    const { user } = renderInApp(
      <>
        <RewardCenterScreen />
        <Toaster />
      </>,
      { path: '/m/rewardCenter', status: withRewardCentre },
    );
    expect(await screen.findByText('Issued')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Day 3 sign-in' }));
    expect(await screen.findByText('Rs 3.00 has been added to your balance.')).toBeInTheDocument();
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'claimReward')?.params.id).toBe(reward.id);
  });
});

describe('LeaderBoardScreen', () => {
  it('says it is unavailable when MISSION is off', async () => {
    const { calls } = mockApi();
    renderInApp(<LeaderBoardScreen />, { path: '/m/leaderBoard' });
    expect(await screen.findByText('This promotion is not available at the moment.')).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'getLeaderBoard')).toBe(false);
  });

  it('ranks with medals for the top three, the member’s own rank, and a weekly tab', async () => {
    signIn();
    const { calls } = mockApi({
      getLeaderBoard: (call) =>
        ok({
          period: call.path.includes('weekly') ? 'weekly' : 'daily',
          list: [1, 2, 3, 4].map((rank) => ({
            rank,
            name: `pl***${rank}`,
            score: 100 - rank,
            mine: rank === 4,
          })),
          me: { rank: 4, name: 'pl***4', score: 96 },
        }),
    });
    const { user } = renderInApp(<LeaderBoardScreen />, {
      path: '/m/leaderBoard',
      status: withPromo('MISSION'),
    });
    expect(await screen.findByText('Your rank: 4')).toBeInTheDocument();
    expect(screen.getByText('Rank 1')).toHaveClass('visually-hidden');
    expect(screen.getByText('Rank 4')).toHaveClass('visually-hidden');
    const top = screen.getByRole('list', { name: 'Top 20 players' });
    const own = within(top).getAllByRole('listitem')[3];
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(own).toHaveTextContent('4Rank 4pl***4You');
    await user.click(screen.getByRole('tab', { name: 'This week' }));
    expect(screen.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.some((call) => call.path.includes('period=weekly'))).toBe(true));
  });
});
