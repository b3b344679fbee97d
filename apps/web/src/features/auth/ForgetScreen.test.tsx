import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { antiBotChallenge, mockApi, ok } from '../../test/api.ts';
import { renderInApp } from '../../test/render.tsx';
import { forgetServerKey } from './api/encryption.ts';
import ForgetScreen from './ForgetScreen.tsx';

beforeEach(() => forgetServerKey());

it('sets a new password by SMS code (encrypted), then sends the player to log in again', async () => {
  const { calls } = mockApi({
    getSystemCountries: ok([{ code: 'PK', name: 'Pakistan', dialingCode: '92' }]),
    getAntiBotChallenge: ok(await antiBotChallenge(3)),
    sendVerificationCode: ok({
      expirationTime: Date.now() + 600_000,
      expiredMinutes: 10,
      resendAfterSeconds: 60,
    }),
    setPasswordByPhone: ok(null),
  });
  const { user, pathname } = renderInApp(
    <>
      <ForgetScreen />
      <Toaster />
    </>,
    { path: '/m/forget' },
  );
  await screen.findByRole('button', { name: 'Country code +92, Pakistan. Change' });
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '3001234567');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  expect(calls.find((call) => call.operation === 'sendVerificationCode')?.body).toMatchObject({
    purpose: 'reset-password',
  });
  await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
  await user.type(screen.getByLabelText('New password'), 'New-Pass-456');
  await user.type(screen.getByLabelText('Confirm new password'), 'New-Pass-456');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('Password reset success, log in again.')).toBeInTheDocument();
  await waitFor(() => expect(pathname()).toBe('/m/login'));
  const call = calls.find((entry) => entry.operation === 'setPasswordByPhone');
  expect(call?.headers['x-encryption-key']).toBeTruthy();
  expect(call?.body).toEqual({
    mobileNum: '3001234567',
    countryDialingCode: '92',
    verificationCode: '123456',
    newPassword: 'New-Pass-456',
    confirmNewPassword: 'New-Pass-456',
  });
});
