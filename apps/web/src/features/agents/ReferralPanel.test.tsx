import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import InviteFriendsScreen from './InviteFriendsScreen.tsx';
import { ReferralPanelHost } from './index.ts';
import { closeReferralPanel } from './referral-panel-store.ts';

const referralOn = makeStatus({
  promotions: { REFERRAL: { enabled: true }, MISSION: { enabled: false }, LOGIN: { enabled: false } },
});
const link = 'https://demo.test/m/register?affiliateCode=AB12CD';

afterEach(closeReferralPanel);

describe('referral', () => {
  it('the footer invite item opens the referral panel with the link, a copy button and a QR code', async () => {
    signIn();
    mockApi({ getAffiliateCode: ok({ code: 'AB12CD', link }) });
    const { user, pathname } = renderInApp(<ReferralPanelHost />, { status: referralOn, footer: true });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const panel = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(panel).findByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    expect(panel).toHaveTextContent('AB12CD');
    const qr = within(panel).getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(pathname()).toBe('/m/home');
  });

  it('/m/inviteFriends shows the same link and copies it', async () => {
    signIn();
    mockApi({ getAffiliateCode: ok({ code: 'AB12CD', link }) });
    const { user } = renderInApp(<InviteFriendsScreen />, { path: '/m/inviteFriends' });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });
});
