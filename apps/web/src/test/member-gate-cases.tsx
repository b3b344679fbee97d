import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { signIn } from './fixtures.ts';
import { renderInApp } from './render.tsx';

/** The member gate every members-only screen shows: guests to login, trial accounts refused, members in. */
export function memberGateCases(Screen: ComponentType, path: string): void {
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
}
