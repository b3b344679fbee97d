import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import TrialScreen from './TrialScreen.tsx';

describe('TrialScreen', () => {
  it('explains the trial and starts it with the test-play login, then goes home', async () => {
    mockApi({
      createTrialAccount: ok('guest_12345'),
      trialLogin: ok({
        token: 'token-trial',
        userName: 'guest_12345',
        customerType: 4,
        merchantCode: 'demo',
      }),
    });
    const { user, pathname } = renderInApp(<TrialScreen />, { path: '/m/trail' });
    expect(
      screen.getByText('No deposits or withdrawals: trial credits are not real money.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toMatchObject({ type: 4 });
  });

  it('someone logged in goes home', async () => {
    signIn();
    const { pathname } = renderInApp(<TrialScreen />, { path: '/m/trail' });
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });
});
