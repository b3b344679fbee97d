import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import AgentRegisterScreen from './AgentRegisterScreen.tsx';

const downlines = ok({
  list: [{ account: 'friend01', type: 0, createdAt: '2026-03-01T10:00:00.000Z' }],
  totalCount: 1,
});

describe('AgentRegisterScreen', () => {
  it('tells a non-agent this is for agents only', () => {
    signIn(0);
    mockApi();
    renderInApp(<AgentRegisterScreen />, { path: '/m/agentRegister' });
    expect(screen.getByRole('heading', { name: 'Only agents can use this feature.' })).toBeInTheDocument();
  });

  it('checks the fields, shows a taken username on its field, and lists the team', async () => {
    signIn(1, 'agent01');
    const { calls } = mockApi({
      getDownlines: downlines,
      createDownline: refuse('username_exists', 409, { field: 'username' }),
    });
    const { user } = renderInApp(<AgentRegisterScreen />, { path: '/m/agentRegister' });
    const team = await screen.findByRole('list', { name: 'Your team' });
    expect(within(team).getByText('friend01')).toBeInTheDocument();

    const username = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(username, 'ab');
    await user.type(password, 'secret123');
    await user.type(confirm, 'secret124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(username).toHaveAccessibleDescription('Use 4–20 letters, digits or underscores.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.operation === 'createDownline')).toBe(false);

    await user.type(username, 'cd');
    await user.clear(confirm);
    await user.type(confirm, 'secret123');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/already/i)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'createDownline')?.body).toEqual({
      username: 'abcd',
      password: 'secret123',
      confirmPassword: 'secret123',
      type: 1,
    });
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('leads the agent to each contract and its pay statement', async () => {
    signIn(1, 'agent01');
    mockApi({ getDownlines: downlines });
    renderInApp(<AgentRegisterScreen />, { path: '/m/agentRegister' });
    const contracts = await screen.findByRole('region', { name: 'Your contracts and pay' });
    expect(within(contracts).getByRole('link', { name: 'Dividend statement' })).toHaveAttribute(
      'href',
      '/m/member/agent/getDevidendContract',
    );
    expect(
      within(contracts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]);
  });
});
