import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeStatus, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { ContractPrompts, useContractPromptsDue } from './index.ts';

/** What home does: the prompts load only when due. */
function HomePrompts() {
  return useContractPromptsDue() ? (
    <Suspense fallback={null}>
      <ContractPrompts />
    </Suspense>
  ) : null;
}

const policyOn = makeStatus({ whitelabel: { ...makeStatus().info.whitelabel, AGENTPOLICY3: true } });
const pending = (salary: string, dividend: string, hourly: string) =>
  ok({ dailysalreqtype: salary, divtypecompperiodreq: dividend, contracthoursalreq: hourly });

describe('contract prompts on home', () => {
  it('shows one dialog per pending request, one at a time; Go opens the matching screen', async () => {
    signIn(1);
    mockApi({ getAgentContractRequests: pending('r1', '', 'r3') });
    const { user, pathname } = renderInApp(<HomePrompts />, { status: policyOn });
    const salary = await screen.findByRole('dialog', { name: 'Daily salary contract' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(salary).getByRole('button', { name: 'Cancel' }));
    const hourly = await screen.findByRole('dialog', { name: 'Hourly salary contract' });
    await user.click(within(hourly).getByRole('button', { name: 'Go' }));
    expect(pathname()).toBe('/m/member/agent/getHourContract');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show a dismissed prompt again in the same session', async () => {
    signIn(1);
    mockApi({ getAgentContractRequests: pending('', 'r2', '') });
    const first = renderInApp(<HomePrompts />, { status: policyOn });
    const dividend = await screen.findByRole('dialog', { name: 'Dividend contract' });
    await first.user.click(within(dividend).getByRole('button', { name: 'Go' }));
    expect(first.pathname()).toBe('/m/member/agent/getDevidendContract');
    first.unmount();
    const { calls } = mockApi({ getAgentContractRequests: pending('', 'r2', '') });
    renderInApp(<HomePrompts />, { status: policyOn });
    await vi.waitFor(() =>
      expect(calls.some((call) => call.operation === 'getAgentContractRequests')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['AGENTPOLICY3 is off', 1, makeStatus()],
    ['the member is type 4', 4, policyOn],
    ['the member is type 41', 41, policyOn],
  ])('asks nothing when %s', async (_case, type, status) => {
    signIn(type);
    const { calls } = mockApi({ getAgentContractRequests: pending('r1', 'r2', 'r3') });
    renderInApp(<HomePrompts />, { status });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing for guests', async () => {
    const { calls } = mockApi({ getAgentContractRequests: pending('r1', 'r2', 'r3') });
    renderInApp(<HomePrompts />, { status: policyOn });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
