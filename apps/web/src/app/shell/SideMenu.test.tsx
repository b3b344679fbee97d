import type { Promotions } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeGameVendors, makeStatus, memberInfo, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import SideMenu from './SideMenu.tsx';

const promos = (on: Partial<Record<keyof Promotions, boolean>>) =>
  makeStatus({
    promotions: {
      REFERRAL: { enabled: on.REFERRAL ?? false },
      MISSION: { enabled: on.MISSION ?? false },
      LOGIN: { enabled: on.LOGIN ?? false },
    },
  });

const menu = <SideMenu open onClose={vi.fn()} />;
const rewards = () => screen.getByRole('list', { name: 'Rewards' });

describe('SideMenu', () => {
  it('for guests: a dash for the balance, Login, Register and responsible gaming', () => {
    renderInApp(menu);
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('Guest')).toBeInTheDocument();
    expect(within(account).getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
  });

  it('for members: Withdraw, Deposit, sign out and the balance hide toggle', async () => {
    signIn(0, 'lucky7');
    const { user } = renderInApp(menu);
    expect(screen.getByText('lucky7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    await user.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the member’s nickname from member info, else the account', async () => {
    signIn(0, 'lucky7');
    mockApi({ getMemberInfo: ok(memberInfo({ account: 'lucky7', nickname: 'Lucky Seven' })) });
    renderInApp(menu);
    expect(screen.getByText('lucky7')).toBeInTheDocument();
    expect(await screen.findByText('Lucky Seven')).toBeInTheDocument();
  });

  it('a trial account’s Deposit does not open the deposit screen', () => {
    signIn(4, 'trial_abc');
    renderInApp(menu);
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('shows the leaderboard only when the MISSION promo is on', () => {
    const { unmount } = renderInApp(menu);
    expect(within(rewards()).queryByRole('link', { name: 'Leaderboard' })).not.toBeInTheDocument();
    unmount();
    renderInApp(menu, { status: promos({ MISSION: true }) });
    expect(within(rewards()).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      '/m/leaderBoard',
    );
  });

  it('shows sign-in only to members when the LOGIN promo is on', () => {
    const { unmount } = renderInApp(menu, { status: promos({ LOGIN: true }) });
    expect(within(rewards()).queryByRole('link', { name: 'Daily sign-in' })).not.toBeInTheDocument();
    unmount();
    signIn(0);
    renderInApp(menu, { status: promos({ LOGIN: true }) });
    expect(within(rewards()).getByRole('link', { name: 'Daily sign-in' })).toHaveAttribute(
      'href',
      '/m/activity/signIn',
    );
  });

  it('lists in-house then the server’s categories; RNG, LIVE and FISH expand into classifications', async () => {
    mockApi({ getGameVendors: ok(makeGameVendors()) });
    const { user } = renderInApp(menu);
    const games = screen.getByRole('list', { name: 'Games' });
    await within(games).findByRole('link', { name: 'Sports' });
    expect(
      within(games)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === games)
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['In-house', 'Slots', 'Live casino', 'Fishing', 'Sports', 'Lottery', 'E-lottery', 'PVP']);
    expect(within(games).getByRole('link', { name: 'In-house' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=INHOUSE&gameClassify=Crash',
    );
    expect(within(games).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=SPORTS',
    );
    const slots = within(games).getByRole('button', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    await user.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'true');
    expect(within(games).getByRole('link', { name: 'All Slots' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
    expect(within(games).getByRole('link', { name: 'Megaways' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&gameClassify=Megaways',
    );
  });

  it('offers the app only outside the app and installed web app', () => {
    const { unmount } = renderInApp(menu);
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/m/app');
    unmount();
    renderInApp(menu, { install: { installed: true } });
    expect(screen.queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('links customer service from the decoded type-3 path', () => {
    const status = makeStatus({
      customerService: [{ csType: '3', path: btoa('https://help.example/chat') }],
    });
    renderInApp(menu, { status });
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://help.example/chat',
    );
  });

  it('invite: agents go to agent registration', async () => {
    signIn(1);
    const { user, pathname } = renderInApp(menu, { status: promos({ REFERRAL: true }) });
    await user.click(within(rewards()).getByRole('button', { name: 'Invite friends' }));
    expect(pathname()).toBe('/m/agentRegister');
  });
});
