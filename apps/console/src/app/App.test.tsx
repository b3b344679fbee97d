import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi } from '../test/fake-api.ts';
import { App } from './App.tsx';

const OPERATOR = {
  id: '0b6f2a52-8f55-4a43-9d4e-6c2a8f3f0a11',
  username: 'admin',
  role: 'owner',
  merchantCode: 'demo',
};
const SESSION = { operator: OPERATOR, csrfToken: 'csrf-1', expiresAt: '2026-11-25T12:00:00.000Z' };
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index + 2}-efgh${index + 2}`);

/** A server with the operator signed out until a second factor passes. */
function consoleServer(options: { enrolment?: boolean; password?: string; role?: string } = {}) {
  let signedIn = false;
  const session = { ...SESSION, operator: { ...OPERATOR, role: options.role ?? OPERATOR.role } };
  return fakeApi({
    'GET /console/session': () =>
      signedIn ? { status: 200, value: session } : { status: 401, code: 'in_logged_login' },
    'POST /console/login': ({ body }) =>
      (body as { password: string }).password === (options.password ?? 'right password')
        ? {
            status: 200,
            value: {
              challenge: 'challenge-1',
              ...(options.enrolment && {
                enrolment: {
                  secret: 'JBSWY3DPEHPK3PXP',
                  otpauthUri: 'otpauth://totp/Lobby:admin?secret=JBSWY3DPEHPK3PXP',
                },
              }),
            },
          }
        : { status: 401, code: 'invalid_credentials' },
    'POST /console/login/verify': ({ body }) => {
      if ((body as { code: string }).code !== '123456') return { status: 401, code: 'second_factor_invalid' };
      signedIn = true;
      return { status: 200, value: options.enrolment ? { recoveryCodes: RECOVERY_CODES } : {} };
    },
    'DELETE /console/session': () => {
      signedIn = false;
      return { status: 200, value: null };
    },
  });
}

function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>, password = 'right password') {
  await user.type(await screen.findByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const callTo = (calls: Call[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.path === path);

describe('console sign-in', () => {
  it('asks for the second factor after the password, then shows the frame with name, role and merchant', async () => {
    const calls = consoleServer();
    const user = renderApp();
    await enterPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, admin' })).toBeInTheDocument();
    expect(screen.getByText('Owner · demo')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Members',
      'Deposits',
      'Withdrawals',
      'Adjustments',
      'Reward claims',
      'KYC reviews',
      'Exclusions',
      'Agents',
      'Reports',
      'Reconciliation',
      'Feedback',
      'Messages',
      'Announcements',
      'Banners',
      'Help articles',
      'Settings',
      'Games',
      'Operators',
      'Audit trail',
    ]);
    expect(callTo(calls, 'POST', '/console/login/verify')?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('says the password is wrong in the operator’s words and stays on the first step', async () => {
    consoleServer();
    const user = renderApp();
    await enterPassword(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is wrong.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says a wrong code is wrong and lets the operator try again', async () => {
    consoleServer();
    const user = renderApp();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or already used.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('enrols at the first sign-in: QR code and key, then the recovery codes until they are saved', async () => {
    consoleServer({ enrolment: true });
    const user = renderApp();
    await enterPassword(user);
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    const open = screen.getByRole('button', { name: 'Open the console' });
    expect(open).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I saved them' }));
    await user.click(open);
    expect(await screen.findByRole('heading', { name: 'Welcome, admin' })).toBeInTheDocument();
  });

  it('logs out with the session’s CSRF token and returns to the sign-in', async () => {
    const calls = consoleServer();
    const user = renderApp();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(callTo(calls, 'DELETE', '/console/session')?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('shows a support operator the members but neither operators nor the audit trail', async () => {
    consoleServer({ role: 'support' });
    const user = renderApp();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const sections = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Members',
      'Deposits',
      'Withdrawals',
      'Reward claims',
      'KYC reviews',
      'Exclusions',
      'Agents',
      'Feedback',
      'Messages',
      'Announcements',
      'Banners',
      'Help articles',
      'Settings',
      'Games',
    ]);
    expect(screen.getByText('Support · demo')).toBeInTheDocument();
  });

  it('switches to Simplified Chinese', async () => {
    consoleServer();
    const user = renderApp();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'zh-CN');
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
