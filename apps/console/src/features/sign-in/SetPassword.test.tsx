import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { SetPassword } from './SetPassword.tsx';

const TOKEN = 'enrolment-token-0123456789';

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SetPassword />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function setPassword(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

beforeEach(() => window.history.replaceState(null, '', `/console/enrol#${TOKEN}`));

describe('enrolment link page', () => {
  it('sends the link’s token with the new password, then points to the sign-in', async () => {
    const calls = fakeApi({ 'POST /console/enrolment': () => ({ status: 200, value: null }) });
    const user = renderPage();
    await setPassword(user, 'Long-Enough-Password-1');
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'Long-Enough-Password-1' });
  });

  it('refuses two different passwords without asking the server', async () => {
    const calls = fakeApi({});
    const user = renderPage();
    await setPassword(user, 'Long-Enough-Password-1', 'Long-Enough-Password-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords differ.');
    expect(calls).toHaveLength(0);
  });

  it('says why the server refused: a spent link, a short password', async () => {
    let code = 'enrolment_invalid';
    fakeApi({ 'POST /console/enrolment': () => ({ status: 400, code }) });
    const user = renderPage();
    await setPassword(user, 'Long-Enough-Password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
    code = 'password_too_short';
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 12 characters');
  });
});
