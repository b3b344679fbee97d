import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { TurnoverNotice } from './TurnoverNotice.tsx';

describe('TurnoverNotice', () => {
  it('shows the turnover still to play before a withdrawal', async () => {
    signIn();
    mockApi({ getTurnoverStatus: ok({ outstanding: 1250.5, history: [] }) });
    renderInApp(<TurnoverNotice />, { path: '/m/withdraw' });
    expect(await screen.findByRole('status')).toHaveTextContent('1,250.50');
    expect(screen.getByRole('status')).toHaveTextContent('Bonus turnover');
  });

  it('shows nothing when no turnover is outstanding', async () => {
    signIn();
    const { calls } = mockApi({ getTurnoverStatus: ok({ outstanding: 0, history: [] }) });
    renderInApp(<TurnoverNotice />, { path: '/m/withdraw' });
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
