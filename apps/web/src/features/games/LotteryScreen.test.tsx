import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok, refuse } from '../../test/api.ts';
import { renderInApp } from '../../test/render.tsx';
import LotteryScreen from './LotteryScreen.tsx';

const START = Date.parse('2030-01-01T00:00:00.000Z');

const menu = (issue: string, nextDrawAt: number) =>
  ok({
    groups: [
      {
        groupId: 'vn',
        nameCode: 'lottery.group.vn',
        lotteries: [
          {
            lotteryCode: 'VN1',
            nameCode: 'lottery.vn1',
            vendor: 'TCG_LOTTO_VN',
            gameGroupId: 'g1',
            region: 'VN',
            drawIntervalSeconds: 60,
            currentIssue: issue,
            nextDrawAt: new Date(nextDrawAt).toISOString(),
          },
        ],
      },
    ],
  });

const count = (calls: ApiCall[], operation: ApiCall['operation']) =>
  calls.filter((call) => call.operation === operation).length;

describe('LotteryScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches the lotteries once the next draw passes, and moves on to the next issue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
    let served = 0;
    const { calls } = mockApi({
      getLotteryMenu: () => {
        served += 1;
        return served === 1 ? menu('1001', START + 10_000) : menu('1002', START + 70_000);
      },
      getNumero: ok({ draws: [] }),
      getRecentVnLottery: ok({ results: [] }),
    });
    renderInApp(<LotteryScreen />, { path: '/m/lottery' });
    expect(await screen.findByText('Issue 1001')).toBeInTheDocument();
    expect(count(calls, 'getLotteryMenu')).toBe(1);

    await vi.advanceTimersByTimeAsync(8_000);
    expect(count(calls, 'getLotteryMenu')).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByText('Issue 1002')).toBeInTheDocument();
    expect(count(calls, 'getLotteryMenu')).toBe(2);
    expect(count(calls, 'getNumero')).toBe(2);
    expect(count(calls, 'getRecentVnLottery')).toBe(2);

    // Once per draw: nothing more until the next one passes.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count(calls, 'getLotteryMenu')).toBe(2);
  });

  it('a failure shows its text with a retry instead of spinning', async () => {
    let failing = true;
    mockApi({
      getLotteryMenu: () => (failing ? refuse('internal_error', 500) : menu('1001', Date.now() + 60_000)),
      getNumero: ok({ draws: [] }),
      getRecentVnLottery: ok({ results: [] }),
    });
    const { user } = renderInApp(<LotteryScreen />, { path: '/m/lottery' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Vietnamese lottery' })).toBeInTheDocument();
  });
});
