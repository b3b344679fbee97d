import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { makeStatus, memberInfo, signIn } from '../../test/fixtures.ts';
import { memberGateCases } from '../../test/member-gate-cases.tsx';
import { renderInApp } from '../../test/render.tsx';
import MemberHomeScreen from './MemberHomeScreen.tsx';

describe('member centre', () => memberGateCases(MemberHomeScreen, '/m/member/home'));

describe('member centre content', () => {
  const headIcon = ok({
    iconId: 'a1',
    url: '/media/avatars/a1.svg',
    choices: [
      { iconId: 'a1', url: '/media/avatars/a1.svg' },
      { iconId: 'a2', url: '/media/avatars/a2.svg' },
    ],
  });

  it('base template: profile with name, VIP label and balance, shortcuts as rows with the inbox count', async () => {
    signIn(0, 'lucky7');
    mockApi({
      getMemberInfo: ok(memberInfo({ account: 'lucky7', nickname: 'Lucky', clubLabel: { labelName: '3' } })),
      getWallet: ok({ sumBalance: 1234.5, currencySymbol: 'Rs', currencyCode: 'PKR' }),
      getHeadIcon: headIcon,
      getInboxUnreadCount: ok({ unReadCount: 4 }),
      getAnnouncementUnreadCount: ok({ unReadCount: 0 }),
    });
    const { container } = renderInApp(<MemberHomeScreen />, { path: '/m/member/home' });
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByRole('heading', { name: 'Lucky' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('lucky7');
    expect(await within(profile).findByText('VIP 3')).toBeInTheDocument();
    expect(await within(profile).findByText(/1,234\.50/)).toBeInTheDocument();
    expect(container.querySelector('[data-template]')).toHaveAttribute('data-template', 'base');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(await within(shortcuts).findByRole('link', { name: 'Inbox 4 unread' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
    for (const name of ['Deposit', 'Withdraw', 'Change password', 'Feedback']) {
      expect(within(shortcuts).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(shortcuts).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    expect(within(shortcuts).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('new member centre when the status template has mem_cen 1', () => {
    signIn(0);
    mockApi();
    const { container } = renderInApp(<MemberHomeScreen />, {
      path: '/m/member/home',
      status: makeStatus({ mobileTemplate: { mem_cen: '1', dep_func: '0' } }),
    });
    expect(container.querySelector('[data-template]')).toHaveAttribute('data-template', 'new');
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it('the chooser shows a failure with a retry, then the icons', async () => {
    signIn(0);
    let failing = true;
    mockApi({ getHeadIcon: () => (failing ? refuse('internal_error', 500) : headIcon) });
    const { user } = renderInApp(<MemberHomeScreen />, { path: '/m/member/home' });
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose a head icon' });
    const retry = await within(chooser).findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await within(chooser).findByRole('button', { name: 'Head icon 1' })).toBeInTheDocument();
  });

  it('changes the head icon from the chooser', async () => {
    signIn(0);
    const { calls } = mockApi({ getHeadIcon: headIcon, setHeadIcon: ok(null) });
    const { user } = renderInApp(<MemberHomeScreen />, { path: '/m/member/home' });
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose a head icon' });
    expect(await within(chooser).findByRole('button', { name: 'Head icon 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(chooser).getByRole('button', { name: 'Head icon 2' }));
    expect(calls.find((call) => call.operation === 'setHeadIcon')?.body).toEqual({ iconId: 'a2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
