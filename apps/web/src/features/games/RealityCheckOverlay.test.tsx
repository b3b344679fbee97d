import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { RealityCheckOverlay } from './RealityCheckOverlay.tsx';

const state = (due: boolean) => ({
  intervalMinutes: 30,
  chosenMinutes: 30,
  merchantDefaultMinutes: 0,
  sessionStartedAt: '2026-03-01T12:00:00.000Z',
  nextCheckAt: '2026-03-01T13:05:00.000Z',
  due,
  playedSeconds: 65 * 60,
  netResult: -12.5,
  currency: 'USD',
});

describe('RealityCheckOverlay', () => {
  it('shows the due check with time played and the net loss; Continue acknowledges it and lets the game be', async () => {
    signIn();
    const { calls } = mockApi({
      getRealityCheckSettings: ok(state(true)),
      acknowledgeRealityCheck: ok(state(false)),
    });
    renderInApp(<RealityCheckOverlay />, { path: '/m/launchGame' });
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 1 h 5 min this session.');
    expect(check).toHaveTextContent('Net result this session: USD 12.50 lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(calls.filter((call) => call.operation === 'acknowledgeRealityCheck')).toHaveLength(1);
  });

  it('shows nothing while no check is due', async () => {
    signIn();
    const { calls } = mockApi({ getRealityCheckSettings: ok(state(false)) });
    renderInApp(<RealityCheckOverlay />, { path: '/m/launchGame' });
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
