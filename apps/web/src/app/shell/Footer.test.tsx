import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { FooterInfo } from './FooterInfo.tsx';
import { FooterNav } from './FooterNav.tsx';

const nav = (unreadCount?: number) => (
  <FooterNav menuOpen={false} onToggleMenu={vi.fn()} unreadCount={unreadCount} />
);

describe('FooterNav', () => {
  it('has menu, promotions, invite, member and home; no live chat by default', () => {
    renderInApp(nav());
    const footer = screen.getByRole('navigation', { name: 'Main' });
    expect(within(footer).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).getByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/m/activity');
    expect(within(footer).getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Member' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(within(footer).queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('caps the unread badge at 99+', () => {
    renderInApp(nav(150));
    expect(screen.getByRole('button', { name: /Member/ })).toHaveAccessibleName('Member 99+ unread');
  });

  it('shows the exact count up to 99', () => {
    renderInApp(nav(99));
    expect(screen.getByRole('button', { name: /Member/ })).toHaveAccessibleName('Member 99 unread');
  });

  it('shows live chat only for the merchant granted it with the chat switch on', () => {
    const base = makeStatus();
    const { unmount } = renderInApp(nav(), { status: makeStatus({ footerLiveChat: true }) });
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    unmount();
    const chatOn = { ...base.info.whitelabel, CBS3: true };
    const second = renderInApp(nav(), { status: makeStatus({ whitelabel: chatOn }) });
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    second.unmount();
    renderInApp(nav(), { status: makeStatus({ footerLiveChat: true, whitelabel: chatOn }) });
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });

  it('member centre: guests go to login', async () => {
    const { user, pathname } = renderInApp(nav());
    await user.click(screen.getByRole('button', { name: 'Member' }));
    expect(pathname()).toBe('/m/login');
  });

  it('member centre: members enter it', async () => {
    signIn(1);
    const { user, pathname } = renderInApp(nav());
    await user.click(screen.getByRole('button', { name: 'Member' }));
    expect(pathname()).toBe('/m/member/home');
  });

  it('member centre: a trial account (type 4) is offered registration, with cancel', async () => {
    signIn(4);
    const { user, pathname } = renderInApp(nav());
    await user.click(screen.getByRole('button', { name: 'Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Register a real account' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    expect(pathname()).toBe('/m/register');
  });

  it('invite follows the invite rule', async () => {
    const status = makeStatus({
      promotions: { REFERRAL: { enabled: true }, MISSION: { enabled: false }, LOGIN: { enabled: false } },
    });
    const { user, pathname } = renderInApp(nav(), { status });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(pathname()).toBe('/m/inviteFriends');
  });
});

describe('FooterInfo', () => {
  it('shows only the configured social links', () => {
    renderInApp(<FooterInfo />, {
      status: makeStatus({ paths: { telegram: 'https://t.me/demo', youtube: 'https://youtube.com/@demo' } }),
    });
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Telegram', 'YouTube']);
    expect(within(social).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
  });

  it('has no social row when nothing is configured', () => {
    renderInApp(<FooterInfo />);
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows the providers, the age notice, the responsible gaming link, the regulator and the 2022 copyright', () => {
    renderInApp(<FooterInfo />, {
      status: makeStatus({
        register: { minimumAge: 21 },
        regulator: { name: 'Gaming Authority', licence: 'GA-123', url: 'https://regulator.example' },
      }),
    });
    const providers = screen.getByRole('list', { name: 'Game providers' });
    expect(
      within(providers)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['PG', 'PP', 'JL', 'SG', 'BGS', 'BNG', 'CQ9']);
    expect(screen.getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveTextContent('21+');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    expect(screen.getByRole('link', { name: 'Licensed and regulated by Gaming Authority' })).toHaveAttribute(
      'href',
      'https://regulator.example',
    );
    expect(screen.getByText('© 2022 Demo Casino. All rights reserved.')).toBeInTheDocument();
  });
});
