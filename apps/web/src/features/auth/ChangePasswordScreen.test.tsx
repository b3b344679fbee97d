import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';

const renderScreen = () =>
  renderInApp(
    <>
      <ChangePasswordScreen />
      <Toaster />
    </>,
    { path: '/m/changePsw' },
  );

describe('ChangePasswordScreen', () => {
  it('goes home without a session', async () => {
    const { pathname } = renderScreen();
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });

  it('shows the username read-only, then old, new and confirm password', () => {
    signIn(0, 'lucky7');
    renderScreen();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('lucky7');
    expect(username).toHaveAttribute('readonly');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it('refuses a new password equal to the old one in a dialog, and checks the confirmation', async () => {
    signIn(0, 'lucky7');
    const { calls } = mockApi();
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('Current password'), 'Same-Pass-123');
    await user.type(screen.getByLabelText('New password'), 'Same-Pass-123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('The new password and the old password cannot be the same.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await user.type(screen.getByLabelText('New password'), '-new');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Enter password.');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Confirmation password not matched.',
    );
    expect(calls.some((call) => call.operation === 'changePassword')).toBe(false);
  });

  it('on failure hides the wait message and says why, on the field it names', async () => {
    signIn(0, 'lucky7');
    mockApi({ changePassword: refuse('invalid_credentials', 400, { field: 'oldPassword' }) });
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('Current password'), 'Wrong-Pass-123');
    await user.type(screen.getByLabelText('New password'), 'New-Pass-456');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Pass-456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Account or password incorrect.',
      ),
    );
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });

  it('saves, says so for 1 s and goes home after 1 s', async () => {
    signIn(0, 'lucky7');
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({
        type: 'username',
        username: 'lucky7',
        countryDialingCode: '',
        rememberToken: 'r'.repeat(32),
      }),
    );
    const { calls } = mockApi({ changePassword: ok(null) });
    const { user, pathname } = renderScreen();
    await user.type(screen.getByLabelText('Current password'), 'Old-Pass-123');
    await user.type(screen.getByLabelText('New password'), 'New-Pass-456');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Pass-456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Password saved.')).toBeInTheDocument();
    expect(pathname()).toBe('/m/changePsw');
    await waitFor(() => expect(pathname()).toBe('/m/home'), { timeout: 2000 });
    expect(calls.find((call) => call.operation === 'changePassword')?.body).toEqual({
      oldPassword: 'Old-Pass-123',
      newPassword: 'New-Pass-456',
      confirmNewPassword: 'New-Pass-456',
    });
    expect(localStorage.getItem('lobby.remembered-login')).not.toContain('rememberToken');
  });
});
