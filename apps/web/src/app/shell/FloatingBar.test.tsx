import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { FloatingBar } from './FloatingBar.tsx';

const bar = () => screen.getByRole('complementary', { name: 'Quick actions' });

describe('FloatingBar', () => {
  it('starts collapsed, and opens again as the player left it', async () => {
    const first = renderInApp(<FloatingBar />);
    expect(within(bar()).queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Show quick actions' }));
    expect(within(bar()).getByRole('button', { name: 'Invite' })).toBeVisible();
    first.unmount();

    const second = renderInApp(<FloatingBar />);
    expect(within(bar()).getByRole('button', { name: 'Invite' })).toBeVisible();
    await second.user.click(screen.getByRole('button', { name: 'Hide quick actions' }));
    second.unmount();

    renderInApp(<FloatingBar />);
    expect(screen.getByRole('button', { name: 'Show quick actions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
