import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackSessionRestore } from '../../shared/session.ts';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { ReferralPanelHost } from '../agents/index.ts';
import { GiftPopup } from './GiftPopup.tsx';

const offered = makeStatus({
  resources: [{ resourceType: 'REGISTERPOPM', url: '/m/register', labelNameEn: 'Register' }],
});
const renderGift = (status = offered) => renderInApp(<GiftPopup lobbyDrawn />, { status });

describe('GiftPopup', () => {
  it('shows once per session for guests: closing sets the flag', async () => {
    const first = renderGift();
    const popup = screen.getByRole('dialog', { name: 'Your welcome gift is waiting' });
    await first.user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderGift();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again for the other login state, and a member’s claim opens the referral', async () => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    signIn();
    mockApi({ getAffiliateCode: ok({ code: 'ABC123', link: 'https://demo.test/m/register?code=ABC123' }) });
    const member = renderInApp(
      <>
        <GiftPopup lobbyDrawn />
        <ReferralPanelHost />
      </>,
      {
        status: makeStatus({
          ...offered.info,
          promotions: { ...offered.info.promotions, REFERRAL: { enabled: true } },
        }),
      },
    );
    const popup = screen.getByRole('dialog', { name: 'A gift for you and your friends' });
    await member.user.click(within(popup).getByRole('button', { name: 'Claim' }));
    expect(screen.queryByRole('dialog', { name: 'A gift for you and your friends' })).not.toBeInTheDocument();
    const panel = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(panel).findByRole('textbox', { name: 'Invite link' })).toHaveValue(
      'https://demo.test/m/register?code=ABC123',
    );
    expect(member.pathname()).toBe('/m/home');
    expect(sessionStorage.getItem('lobby.gift-popup-seen.member')).toBe('1');
  });

  it('sends a guest who claims to registration', async () => {
    const { user, pathname } = renderGift();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(pathname()).toBe('/m/register');
  });

  it('waits for the lobby’s first row, and for a remembered login to settle the login state', async () => {
    const beforeTheLobby = renderInApp(<GiftPopup lobbyDrawn={false} />, { status: offered });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    beforeTheLobby.unmount();

    let settle: () => void = () => undefined;
    const restored = trackSessionRestore(new Promise<void>((resolve) => (settle = resolve)));
    renderGift();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signIn());
    settle();
    await act(() => restored);
    expect(screen.getByRole('dialog', { name: 'A gift for you and your friends' })).toBeInTheDocument();
  });

  it('is not offered without the merchant’s register pop-up', () => {
    renderGift(makeStatus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
