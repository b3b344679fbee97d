import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVALIDATE_DELAY_MS } from '../../shared/forms/form-hooks.ts';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { CAPTCHA_IMAGE, mockApi, ok, refuse } from '../../test/api.ts';
import { makeRegistrationSettings, makeStatus } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { forgetServerKey } from './api/encryption.ts';
import RegisterScreen from './RegisterScreen.tsx';

type Settings = ReturnType<typeof makeRegistrationSettings>;
const on = { enabled: true, required: false };
const countries = ok([{ code: 'PK', name: 'Pakistan', dialingCode: '92' }]);
const grant = ok({
  token: 'token-new',
  userName: 'lucky7',
  type: 0,
  firstTimeLogin: true,
  merchantCode: 'demo',
});

function renderRegister(
  settings: Settings,
  handlers: Parameters<typeof mockApi>[0] = {},
  status = makeStatus(),
) {
  const api = mockApi({ getRegistrationSettings: ok(settings), getSystemCountries: countries, ...handlers });
  const view = renderInApp(
    <>
      <RegisterScreen />
      <Toaster />
    </>,
    { path: '/m/register', status },
  );
  return { ...api, ...view };
}

const fill = async (user: ReturnType<typeof renderInApp>['user'], label: string, value: string) => {
  await user.type(await screen.findByLabelText(label), value);
};

beforeEach(() => forgetServerKey());

describe('RegisterScreen', () => {
  it('shows the method toggle only when both methods are enabled, starting on the default', async () => {
    const first = renderRegister(makeRegistrationSettings());
    const methods = await screen.findByRole('group', { name: 'Registration method' });
    expect(within(methods).getByRole('button', { name: 'Username' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    first.unmount();

    renderRegister(
      makeRegistrationSettings({ methods: { username: false, mobile: true }, defaultMethod: 'mobile' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Registration method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('carries the mobile number over when the method changes', async () => {
    const { user } = renderRegister(makeRegistrationSettings());
    await fill(user, 'Mobile number', '3001234567');
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('3001234567');
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Username' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('3001234567');
  });

  it('shows exactly the optional fields the settings enable, and the captcha when enabled', async () => {
    renderRegister(
      makeRegistrationSettings(
        { captcha: { enabled: true } },
        { email: on, nickname: { enabled: true, required: true }, affiliateCode: on },
      ),
      { getCaptcha: ok({ captchaId: 'captcha-1', image: CAPTCHA_IMAGE }) },
    );
    await screen.findByRole('textbox', { name: 'Username' });
    for (const name of ['E-mail', 'Nickname', 'Invitation code', 'Captcha']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-required');
    for (const name of ['QQ number', 'WeChat', 'Payee name', 'ID number']) {
      expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
    }
  });

  it('checks every field by its server rule and focuses the first failing one', async () => {
    const email = { ...on, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'invalid_email' };
    const { user, calls } = renderRegister(makeRegistrationSettings({}, { email, nickname: on }));
    await fill(user, 'Username', 'ab');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pas');
    await fill(user, 'E-mail', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('Use 4–20 letters, digits or underscores.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirmation password not matched.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    // Empty and not required: passes.
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toHaveAccessibleDescription();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter password.');
    expect(calls.some((call) => call.operation === 'registerByUsername')).toBe(false);
  });

  it('checks the fields again 200 ms after a language change', async () => {
    const { user } = renderRegister(makeRegistrationSettings());
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('This field is required.');
    await user.type(username, 'lucky7');
    expect(username).toHaveAccessibleDescription('This field is required.');
    await act(() => setLanguage('UR'));
    await waitFor(() => expect(username).not.toHaveAccessibleDescription(), {
      timeout: REVALIDATE_DELAY_MS * 5,
    });
    expect(screen.getByLabelText('پاس ورڈ')).toHaveAccessibleDescription('یہ خانہ لازمی ہے۔');
  });

  it('has the agreement on by default with the minimum age; off disables Register', async () => {
    const { user } = renderRegister(
      makeRegistrationSettings(),
      {},
      makeStatus({ register: { minimumAge: 21 } }),
    );
    // The terms are a link inside the label (to the help centre).
    const agreement = await screen.findByRole('checkbox', {
      name: /^I am at least 21 years old and agree to the terms and conditions/,
    });
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/m/help');
    expect(agreement).toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    await user.click(agreement);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('checks the affiliate code with the server first: invitation_code_error on the field, focused', async () => {
    const { user, calls } = renderRegister(makeRegistrationSettings({}, { affiliateCode: on }), {
      validateAffiliateCode: refuse('invitation_code_error', 404, { field: 'affiliateCode' }),
      registerByUsername: grant,
    });
    await fill(user, 'Username', 'lucky7');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pass');
    await fill(user, 'Invitation code', 'NOPE1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const code = screen.getByRole('textbox', { name: 'Invitation code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('Invalid invitation code.');
    expect(calls.find((call) => call.operation === 'validateAffiliateCode')?.params).toEqual({
      code: 'NOPE1234',
    });
    expect(calls.some((call) => call.operation === 'registerByUsername')).toBe(false);
  });

  it('fills the invitation code from an invite link', async () => {
    mockApi({
      getRegistrationSettings: ok(makeRegistrationSettings({}, { affiliateCode: on })),
      getSystemCountries: countries,
    });
    renderInApp(<RegisterScreen />, { path: '/m/register?affiliateCode=FRIEND42' });
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toHaveValue('FRIEND42');
  });

  it('shows a server field error on its field and focuses it', async () => {
    const { user } = renderRegister(makeRegistrationSettings(), {
      registerByUsername: refuse('username_exists', 409, { field: 'username' }),
    });
    await fill(user, 'Username', 'lucky7');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username already exists.'));
    expect(username).toHaveFocus();
  });

  it('tells how many minutes to wait when registrations from the address are held back (429)', async () => {
    const { user } = renderRegister(makeRegistrationSettings(), {
      registerByUsername: refuse('rate_limited', 429, { retryAfterSeconds: 3600 }),
    });
    await fill(user, 'Username', 'lucky7');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Too many attempts. Please try again in 60 minutes.')).toBeInTheDocument();
  });

  it('asks for the date of birth where the merchant requires it; an under-age date is refused on the field', async () => {
    const { user, calls } = renderRegister(makeRegistrationSettings({ dateOfBirth: { required: true } }), {
      registerByUsername: refuse('under_age', 400, { field: 'dateOfBirth', minimumAge: 18 }),
    });
    await fill(user, 'Username', 'lucky7');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pass');
    const birth = screen.getByLabelText('Date of birth');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(birth).toHaveFocus());
    expect(calls.some((entry) => entry.operation === 'registerByUsername')).toBe(false);

    // What a date picker sends as the date is chosen (an input event, then change).
    fireEvent.input(birth, { target: { value: '2012-05-04' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(birth).toHaveAccessibleDescription('You are under the minimum age to register.'),
    );
    expect(birth).toHaveFocus();
    const call = calls.find((entry) => entry.operation === 'registerByUsername');
    expect(call?.body).toMatchObject({ username: 'lucky7', dateOfBirth: '2012-05-04' });
  });

  it('registers (encrypted), stores the session and lands on home', async () => {
    const { user, calls, pathname } = renderRegister(makeRegistrationSettings({}, { nickname: on }), {
      registerByUsername: grant,
    });
    await fill(user, 'Username', 'lucky7');
    await fill(user, 'Password', 'long-enough-pass');
    await fill(user, 'Confirm password', 'long-enough-pass');
    await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' });
    await fill(user, 'Mobile number', '3001234567');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('3001234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    const call = calls.find((entry) => entry.operation === 'registerByUsername');
    expect(call?.method).toBe('PUT');
    expect(call?.headers['x-encryption-key']).toBeTruthy();
    expect(call?.body).toMatchObject({
      username: 'lucky7',
      password: 'long-enough-pass',
      confirmPassword: 'long-enough-pass',
      mobileNum: '3001234567',
      countryDialingCode: '92',
      registerMethod: 'H5',
      type: 0,
      agreement: true,
    });
    expect(call?.body).not.toHaveProperty('nickname');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toMatchObject({
      token: 'token-new',
      userName: 'lucky7',
      firstTimeLogin: true,
    });
  });
});
