import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { Header } from './Header.tsx';
import SideMenu from './SideMenu.tsx';

const wallet = (sumBalance: number) => ok({ sumBalance, currencyCode: 'PKR', currencySymbol: 'Rs' });

describe('header balance', () => {
  it('shows the member’s balance with two decimals; guests see none', async () => {
    signIn();
    mockApi({ getWallet: wallet(1234567.5) });
    const { unmount } = renderInApp(<Header />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('Rs 1,234,567.50'),
    );
    unmount();
    sessionStorage.clear();
    renderInApp(<Header />);
    expect(screen.queryByRole('status', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('refresh asks again, masking the amount meanwhile', async () => {
    signIn();
    let balance = 10;
    let release: () => void = () => undefined;
    const { calls } = mockApi({
      getWallet: () =>
        balance === 10
          ? wallet(balance)
          : new Promise((resolve) => {
              release = () => resolve(wallet(balance));
            }),
    });
    const { user } = renderInApp(<Header />);
    const amount = screen.getByRole('status', { name: 'Balance' });
    await waitFor(() => expect(amount).toHaveTextContent('Rs 10.00'));
    balance = 25;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount).toHaveTextContent('****'));
    release();
    await waitFor(() => expect(amount).toHaveTextContent('Rs 25.00'));
    expect(calls.filter((call) => call.operation === 'getWallet')).toHaveLength(2);
  });

  it('one hide toggle serves the header and the side menu, and is remembered', async () => {
    signIn();
    mockApi({ getWallet: wallet(99.99) });
    const { user } = renderInApp(
      <>
        <Header />
        <SideMenu open onClose={() => undefined} />
      </>,
    );
    const amount = screen.getByRole('status', { name: 'Balance' });
    await waitFor(() => expect(amount).toHaveTextContent('Rs 99.99'));
    expect(await screen.findByText('Rs 99')).toBeInTheDocument();
    const [headerToggle] = screen.getAllByRole('button', { name: 'Hide balance' });
    await user.click(headerToggle as HTMLElement);
    expect(amount).toHaveTextContent('****');
    expect(screen.queryByText('Rs 99')).not.toBeInTheDocument();
    for (const toggle of screen.getAllByRole('button', { name: 'Hide balance' })) {
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    expect(localStorage.getItem('lobby.balance-hidden')).toBe('1');
  });
});
