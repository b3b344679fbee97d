import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { antiBotChallenge, CAPTCHA_IMAGE, mockApi, ok, refuse } from '../../test/api.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { forgetServerKey } from './api/encryption.ts';
import { LoginDialogHost } from './LoginDialogHost.tsx';
import LoginScreen from './LoginScreen.tsx';
import { closeLoginDialog, openLoginDialog } from './login-dialog-store.ts';
import { useRestoreRememberedSession } from './restore-session.ts';

const smsOn = makeStatus({ whitelabel: { ...makeStatus().info.whitelabel, MOBILEVERCODELOGIN3: true } });
const countries = ok([
  { code: 'PK', name: 'Pakistan', dialingCode: '92' },
  { code: 'US', name: 'United States', dialingCode: '1' },
]);
const grant = (extra: Record<string, unknown> = {}) =>
  ok({
    token: 'token-new',
    userName: 'lucky7',
    type: 0,
    firstTimeLogin: false,
    merchantCode: 'demo',
    ...extra,
  });

const renderLogin = (status = makeStatus()) =>
  renderInApp(
    <>
      <LoginScreen />
      <Toaster />
    </>,
    { path: '/m/login', status },
  );

beforeEach(() => forgetServerKey());

function RestoreOnOpen() {
  useRestoreRememberedSession();
  return null;
}

describe('LoginScreen', () => {
  it('has the login/register tab bar and only the username method without MOBILEVERCODELOGIN3', () => {
    renderLogin();
    const tabs = screen.getByRole('navigation', { name: 'Log in or register' });
    expect(within(tabs).getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.queryByRole('group', { name: 'Login method' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    expect(screen.getByRole('button', { name: 'Free test play' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'One-click login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
  });

  it('toggles to mobile and SMS code when MOBILEVERCODELOGIN3 is on', async () => {
    mockApi({ getSystemCountries: countries });
    const { user } = renderLogin(smsOn);
    const methods = screen.getByRole('group', { name: 'Login method' });
    await user.click(within(methods).getByRole('button', { name: 'SMS code' }));
    expect(within(methods).getByRole('button', { name: 'SMS code' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('focuses the first empty field instead of calling the server', async () => {
    const { calls } = mockApi();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(calls).toEqual([]);
  });

  it('shows the captcha after a failed login, refreshes it on tap and sends it next time', async () => {
    let captchas = 0;
    let logins = 0;
    const { calls } = mockApi({
      getCaptcha: () => ok({ captchaId: `captcha-${++captchas}`, image: CAPTCHA_IMAGE }),
      login: () => (++logins === 1 ? refuse('invalid_credentials', 401, { captcha: true }) : grant()),
    });
    const { user, pathname } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Account or password incorrect.')).toBeInTheDocument();
    const captchaInput = await screen.findByRole('textbox', { name: 'Captcha' });
    const refresh = screen.getByRole('button', { name: 'Show a new captcha image' });
    await waitFor(() => expect(refresh.querySelector('img')).toHaveAttribute('data-captcha-id', 'captcha-1'));
    expect(refresh.querySelector('img')).toHaveAttribute('src', CAPTCHA_IMAGE);
    await user.click(refresh);
    await waitFor(() => expect(refresh.querySelector('img')).toHaveAttribute('data-captcha-id', 'captcha-2'));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(captchaInput).toHaveFocus();
    expect(captchaInput).toHaveAccessibleDescription('Please enter the captcha.');
    await user.type(captchaInput, '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    const sent = calls.filter((call) => call.operation === 'login').map((call) => call.body);
    expect(sent[1]).toMatchObject({
      type: 'username',
      username: 'lucky7',
      password: 'wrong-password',
      captcha: '12345',
      captchaId: 'captcha-2',
    });
  });

  it('tells how many minutes to wait when logins are held back (429)', async () => {
    mockApi({
      getCaptcha: ok({ captchaId: 'captcha-1', image: CAPTCHA_IMAGE }),
      login: refuse('rate_limited', 429, { retryAfterSeconds: 840, captcha: true }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts. Please try again in 14 minutes.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  });

  it.each([
    [
      'timed_out',
      '2026-12-04T09:30:00.000Z',
      'You are on a time-out until {until}. You can log in again after that.',
    ],
    ['self_excluded', null, 'Your account is permanently self-excluded.'],
    [
      'self_exclusion_return_pending',
      '2026-12-01T08:00:00.000Z',
      'We have your request to return. You can log in again from {until}.',
    ],
  ])('keeps a %s refusal on the form with its end time', async (code, until, text) => {
    mockApi({ login: refuse(code, 403, { until }) });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(screen.getByLabelText('Password'), 'Secret-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const shown = until
      ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until))
      : '';
    expect(await screen.findByRole('alert')).toHaveTextContent(text.replace('{until}', shown));
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('logs in with an encrypted body, stores the session and remembers no password', async () => {
    const { calls } = mockApi({ login: grant({ rememberToken: 'remember-token-0123456789' }) });
    const { user, pathname } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(screen.getByLabelText('Password'), 'Secret-Pass-1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    const loginCall = calls.find((call) => call.operation === 'login');
    expect(loginCall?.headers['x-encryption-key']).toBeTruthy();
    expect(loginCall?.body).toEqual({
      type: 'username',
      username: 'lucky7',
      password: 'Secret-Pass-1',
      remember: true,
    });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toEqual({
      token: 'token-new',
      merchantCode: 'demo',
      userName: 'lucky7',
      type: 0,
      firstTimeLogin: false,
    });
    expect(JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '')).toEqual({
      type: 'username',
      username: 'lucky7',
      countryDialingCode: '',
      rememberToken: 'remember-token-0123456789',
    });
    expect(localStorage.getItem('lobby.auto-login')).toBe('1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret-Pass-1');
  });

  it('restores a remembered username login, and an SMS one only with mobile-code login on', async () => {
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({ type: 'username', username: 'lucky7', countryDialingCode: '92' }),
    );
    const first = renderLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('lucky7');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    first.unmount();

    mockApi({ getSystemCountries: countries });
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({ type: 'sms', username: '3001234567', countryDialingCode: '92' }),
    );
    const second = renderLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    second.unmount();

    renderLogin(smsOn);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('3001234567');
    expect(
      await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' }),
    ).toBeInTheDocument();
  });

  it('waits for a remembered login restored as the app opens, then goes back where ?next says', async () => {
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({
        type: 'username',
        username: 'lucky7',
        countryDialingCode: '',
        rememberToken: 'old-remember-token-0000',
      }),
    );
    localStorage.setItem('lobby.auto-login', '1');
    const { calls } = mockApi({
      loginWithRememberToken: grant({ rememberToken: 'new-remember-token-1111' }),
    });
    const { pathname } = renderInApp(
      <>
        <RestoreOnOpen />
        <LoginScreen />
      </>,
      { path: '/m/login?next=%2Fm%2Fmember%2Fhome', history: 'browser' },
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await waitFor(() => expect(pathname()).toBe('/m/member/home'));
    expect(calls.find((call) => call.operation === 'loginWithRememberToken')?.body).toEqual({
      rememberToken: 'old-remember-token-0000',
    });
    expect(JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '').rememberToken).toBe(
      'new-remember-token-1111',
    );
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toContain('token-new');
  });

  it('never follows a ?next that leaves the app', async () => {
    mockApi({ login: grant() });
    const { user, pathname } = renderInApp(<LoginScreen />, {
      path: '/m/login?next=%2F%2Fevil.example%2Fm%2Fhome',
      history: 'browser',
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });

  it('test play: a trial session of type 4 from customerType, then home', async () => {
    mockApi({
      createTrialAccount: ok('guest_12345'),
      trialLogin: ok({
        token: 'token-trial',
        userName: 'guest_12345',
        customerType: 4,
        merchantCode: 'demo',
      }),
    });
    const { user, pathname } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Free test play' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toMatchObject({ type: 4 });
    expect(sessionStorage.getItem('lobby.trial-user')).toBe('guest_12345');
  });

  it('test play goes to the trial screen where the merchant asks for the age confirmation', async () => {
    const { calls } = mockApi({});
    const { user, pathname } = renderLogin(
      makeStatus({ verification: { freePlay: 'ageDeclaration', realMoneyPlay: 'ageDeclaration' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Free test play' }));
    expect(pathname()).toBe('/m/trail');
    expect(calls.some((call) => call.operation === 'trialLogin')).toBe(false);
  });

  it('get code: solves the anti-bot challenge, sends the code and counts down', async () => {
    const challenge = await antiBotChallenge(7);
    const { calls } = mockApi({
      getSystemCountries: countries,
      getAntiBotChallenge: ok(challenge),
      sendVerificationCode: ok({
        expirationTime: Date.now() + 600_000,
        expiredMinutes: 10,
        resendAfterSeconds: 60,
      }),
    });
    const { user } = renderLogin(smsOn);
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '03001234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    const sent = calls.find((call) => call.operation === 'sendVerificationCode')?.body as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({ mobileNo: '3001234567', countryDialingCode: '92', purpose: 'login' });
    expect(JSON.parse(atob(sent.antiBot ?? ''))).toMatchObject({ number: 7, signature: 'test-signature' });
  });

  it('get code: a number asked too often is told the wait in minutes', async () => {
    mockApi({
      getSystemCountries: countries,
      getAntiBotChallenge: ok(await antiBotChallenge(7)),
      sendVerificationCode: refuse('rate_limited', 429, { retryAfterSeconds: 30 }),
    });
    const { user } = renderLogin(smsOn);
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '03001234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Too many attempts. Please try again in 1 minute.')).toBeInTheDocument();
  });

  it('the dialing code picker searches countries', async () => {
    mockApi({ getSystemCountries: countries });
    const { user } = renderLogin(smsOn);
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await user.click(await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose country code' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search country or code' }), 'united');
    expect(within(dialog).queryByRole('button', { name: /Pakistan/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /United States/ }));
    expect(
      screen.getByRole('button', { name: 'Country code +1, United States. Change' }),
    ).toBeInTheDocument();
  });
});

describe('login modal', () => {
  it('opens from anywhere, toggles the body class and closes after a login', async () => {
    mockApi({ login: grant() });
    const { user } = renderInApp(<LoginDialogHost />);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(document.body).toHaveClass('login-modal-open');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'lucky7');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-Pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body).not.toHaveClass('login-modal-open'));
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toContain('token-new');
    act(() => closeLoginDialog());
  });
});
