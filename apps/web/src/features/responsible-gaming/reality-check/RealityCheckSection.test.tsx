import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api.ts';
import { signIn } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { RealityCheckSection } from './RealityCheckSection.tsx';

const state = (chosenMinutes: number | null, intervalMinutes: number) => ({
  intervalMinutes,
  chosenMinutes,
  merchantDefaultMinutes: 60,
  sessionStartedAt: null,
  nextCheckAt: null,
  due: false,
  playedSeconds: 0,
  netResult: 0,
  currency: 'USD',
});

describe('RealityCheckSection', () => {
  it("shows the merchant's default until the player chooses, then saves the chosen interval", async () => {
    signIn();
    const { calls } = mockApi({
      getRealityCheckSettings: ok(state(null, 60)),
      setRealityCheckSettings: (call) =>
        ok(state((call.body as { intervalMinutes: number }).intervalMinutes, 30)),
    });
    renderInApp(<RealityCheckSection />, { path: '/m/responsibleGaming' });
    const interval = await screen.findByRole('combobox', { name: 'Remind me every' });
    await expect.poll(() => (interval as HTMLSelectElement).value).toBe('60');
    expect(
      screen.getByText('You have not chosen an interval: the default (60 minutes) applies.'),
    ).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Off',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);

    await userEvent.selectOptions(interval, '30');
    await expect.poll(() => (interval as HTMLSelectElement).value).toBe('30');
    expect(calls.find((call) => call.operation === 'setRealityCheckSettings')?.body).toEqual({
      intervalMinutes: 30,
    });
    expect(screen.queryByText(/You have not chosen an interval/)).toBeNull();
  });
});
