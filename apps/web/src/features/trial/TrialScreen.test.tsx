import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
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

  it('asks for the age confirmation where the merchant requires it and sends it with the trial login', async () => {
    const { calls } = mockApi({
      createTrialAccount: ok('guest_12345'),
      trialLogin: ok({
        token: 'token-trial',
        userName: 'guest_12345',
        customerType: 4,
        merchantCode: 'demo',
      }),
    });
    const status = makeStatus({
      register: { minimumAge: 21 },
      verification: { freePlay: 'ageDeclaration', realMoneyPlay: 'ageDeclaration' },
    });
    const { user, pathname } = renderInApp(<TrialScreen />, { path: '/m/trail', status });
    const start = screen.getByRole('button', { name: 'Start free trial' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old.' }));
    await user.click(start);
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    expect(calls.find((call) => call.operation === 'trialLogin')?.body).toEqual({
      trialName: 'guest_12345',
      ageConfirmed: true,
    });
  });

  it('shows the server refusal of the age confirmation', async () => {
    mockApi({
      createTrialAccount: ok('guest_12345'),
      trialLogin: refuse('age_confirmation_required', 400, { field: 'ageConfirmed', minimumAge: 18 }),
    });
    const status = makeStatus({
      verification: { freePlay: 'ageDeclaration', realMoneyPlay: 'ageDeclaration' },
    });
    const { user } = renderInApp(
      <>
        <TrialScreen />
        <Toaster />
      </>,
      { path: '/m/trail', status },
    );
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old.' }));
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(
      await screen.findByText('Confirm that you are old enough to play before starting the free trial.'),
    ).toBeInTheDocument();
  });

  it('offers no trial where free play needs a verified identity', () => {
    const status = makeStatus({ verification: { freePlay: 'identity', realMoneyPlay: 'identity' } });
    renderInApp(<TrialScreen />, { path: '/m/trail', status });
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(screen.getByText(/Free play is not offered here without a verified identity/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a real account' })).toBeInTheDocument();
  });

  it('someone logged in goes home', async () => {
    signIn();
    const { pathname } = renderInApp(<TrialScreen />, { path: '/m/trail' });
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });
});
