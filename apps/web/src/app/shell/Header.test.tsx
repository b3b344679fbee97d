import type { DownloadLink } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, memberInfo, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { Header } from './Header.tsx';

const androidApp: DownloadLink = { resourceType: 'Android', url: 'https://example.test/app.apk' };
const iosApp: DownloadLink = { resourceType: 'MOBILECONFIG', url: 'https://example.test/app.mobileconfig' };
const downloadable = makeStatus({ appWindow: true, resources: [androidApp, iosApp] });

describe('Header', () => {
  it('shows the logo on home and a back arrow with the title elsewhere', () => {
    renderInApp(<Header />, { path: '/m/home' });
    expect(screen.getByRole('link', { name: 'Demo Casino home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("shows the merchant's logo instead of the app's mark, named and sized", () => {
    const logo = { url: `/media/uploads/${'c'.repeat(32)}-480.webp`, width: 400, height: 100 };
    renderInApp(<Header />, { path: '/m/home', status: makeStatus({ brand: { colours: null, logo } }) });
    const image = within(screen.getByRole('link', { name: 'Demo Casino home' })).getByRole('img', {
      name: 'Demo Casino',
    });
    expect(image).toHaveAttribute('src', logo.url);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '100');
  });

  it('shows a back arrow and the route title on other screens', () => {
    renderInApp(<Header />, { path: '/m/notice' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
  });

  it('back goes home when there is no history to go back to', async () => {
    const { user, pathname } = renderInApp(<Header />, { path: '/m/gameRecord' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/m/home');
  });

  it('back from login goes home even with history', async () => {
    const { user, pathname, navigate } = renderInApp(<Header />, { path: '/m/notice', history: 'browser' });
    navigate('/m/login');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/m/home');
  });

  it('back goes one step back when there is history', async () => {
    const { user, pathname, navigate } = renderInApp(<Header />, { path: '/m/home', history: 'browser' });
    navigate('/m/notice');
    navigate('/m/gameRecord');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/m/notice'));
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
  });

  it('back goes home on the first page of a visit, even when the browser has earlier pages', async () => {
    window.history.pushState(null, '', '/elsewhere');
    const { user, pathname } = renderInApp(<Header />, { path: '/m/gameRecord', history: 'browser' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/m/home');
  });

  it('offers Login and Register when logged out', () => {
    renderInApp(<Header />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  });

  it('shows name, VIP level 0 (no label yet), Deposit and Logout when logged in', () => {
    signIn(0, 'lucky7');
    renderInApp(<Header />);
    expect(screen.getByRole('link', { name: 'lucky7' })).toHaveAttribute('href', '/m/member/home');
    expect(screen.getByText('VIP 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it('takes the name and VIP label from member info', async () => {
    signIn(0, 'lucky7');
    mockApi({ getMemberInfo: ok(memberInfo({ account: 'lucky7', clubLabel: { labelName: 'VIP 3' } })) });
    renderInApp(<Header />);
    expect(await screen.findByText('VIP 3')).toBeInTheDocument();
  });

  it('logs out after confirming: the call with the token and remember token, autoLogin 0, storage cleared', async () => {
    signIn(0, 'lucky7');
    sessionStorage.setItem('lobby.trial-user', 'x');
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({
        type: 'username',
        username: 'lucky7',
        countryDialingCode: '92',
        rememberToken: 'r'.repeat(32),
      }),
    );
    localStorage.setItem('lobby.auto-login', '1');
    const { calls } = mockApi({ logout: ok(null) });
    const { user, pathname } = renderInApp(<Header />, { path: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const logout = calls.find((call) => call.operation === 'logout');
    expect(logout?.method).toBe('DELETE');
    expect(logout?.headers.Authorization).toBe('Bearer token-1');
    expect(logout?.body).toEqual({ rememberToken: 'r'.repeat(32) });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('lobby.auto-login')).toBe('0');
    expect(JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '')).toEqual({
      type: 'username',
      username: 'lucky7',
      countryDialingCode: '92',
    });
    expect(pathname()).toBe('/m/home');
  });

  it('a trial account’s Deposit says to log in with a real account instead of opening deposit', async () => {
    signIn(4, 'guest_1');
    const { user, pathname } = renderInApp(
      <>
        <Header />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Please login an actual account to use this function.')).toBeInTheDocument();
    expect(pathname()).toBe('/m/home');
  });

  it('offers the switch between English and Urdu and a theme toggle', () => {
    renderInApp(<Header />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('Header download button', () => {
  const download = () => screen.queryByRole('link', { name: 'Get app' });

  it('links the platform download on home-like paths', () => {
    renderInApp(<Header />, { path: '/m', status: downloadable, install: { platform: 'android' } });
    expect(download()).toHaveAttribute('href', androidApp.url);
  });

  it('uses the iOS profile on iOS', () => {
    renderInApp(<Header />, { path: '/m/home', status: downloadable, install: { platform: 'ios' } });
    expect(download()).toHaveAttribute('href', iosApp.url);
  });

  it('is hidden inside the native app and in an installed web app', () => {
    const { unmount } = renderInApp(<Header />, { status: downloadable, install: { nativeShell: true } });
    expect(download()).not.toBeInTheDocument();
    unmount();
    renderInApp(<Header />, { status: downloadable, install: { installed: true } });
    expect(download()).not.toBeInTheDocument();
  });

  it('is hidden when the app window is off or there is no link for the platform', () => {
    const { unmount } = renderInApp(<Header />, {
      status: makeStatus({ appWindow: false, resources: [androidApp] }),
    });
    expect(download()).not.toBeInTheDocument();
    unmount();
    renderInApp(<Header />, { status: makeStatus({ appWindow: true, resources: [iosApp] }) });
    expect(download()).not.toBeInTheDocument();
  });

  it('is hidden on an unknown path that shows home', () => {
    renderInApp(<Header />, { path: '/m/whatever', status: downloadable });
    expect(screen.getByRole('link', { name: 'Demo Casino home' })).toBeInTheDocument();
    expect(download()).not.toBeInTheDocument();
  });
});
