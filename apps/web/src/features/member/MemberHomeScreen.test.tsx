import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import WebEmailScreen from '../messages/WebEmailScreen.tsx';
import MemberHomeScreen from './MemberHomeScreen.tsx';

describe.each([
  ['member centre', MemberHomeScreen, '/m/member/home'],
  ['inbox', WebEmailScreen, '/m/webEmail'],
])('%s', (_name, Screen, path) => {
  it('sends guests to login', async () => {
    const { pathname } = renderInApp(<Screen />, { path });
    await waitFor(() => expect(pathname()).toBe('/m/login'));
  });

  it('refuses a trial account (type 4) with free_reject and the register prompt', async () => {
    signIn(4, 'guest_1');
    const { user, pathname } = renderInApp(<Screen />, { path });
    const prompt = screen.getByRole('dialog', { name: 'Register a real account' });
    expect(prompt).toHaveTextContent(
      'Trial accounts cannot use this feature. Register a real account to continue.',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'A real account is needed' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Register now' }));
    expect(pathname()).toBe('/m/register');
  });

  it('lets real members in', () => {
    signIn(0);
    renderInApp(<Screen />, { path });
    expect(screen.queryByRole('heading', { name: 'A real account is needed' })).not.toBeInTheDocument();
  });
});
