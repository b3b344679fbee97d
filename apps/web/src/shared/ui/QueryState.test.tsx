import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { type LoadingQuery, QueryState } from './QueryState.tsx';

const query = (state: Partial<LoadingQuery<string>>): LoadingQuery<string> => ({
  data: undefined,
  isError: false,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

const show = (state: Partial<LoadingQuery<string>>, compact = false) =>
  render(
    <QueryState query={query(state)} compact={compact}>
      {(data) => <p>{data}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a busy skeleton, hidden from screen readers, while loading', () => {
    show({ isFetching: true });
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect((skeleton as HTMLElement).inert).toBe(true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the screen’s own placeholder as the skeleton', () => {
    render(
      <QueryState query={query({})} skeleton={<p>placeholder</p>}>
        {(data) => data}
      </QueryState>,
    );
    expect(screen.getByTestId('skeleton')).toHaveTextContent('placeholder');
  });

  it('shows the data once there', () => {
    show({ data: 'Jackpot' });
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('keeps data already shown when a refetch fails', () => {
    show({ data: 'Jackpot', isError: true, error: new ApiError('network_error', 0) });
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a time-out says the server took too long, and Retry refetches', async () => {
    const refetch = vi.fn();
    render(
      <QueryState query={query({ isError: true, error: new ApiError('timeout', 0), refetch })}>
        {(data) => data}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: "Couldn't load this" })).toBeInTheDocument();
    expect(screen.getByText('The server took too long to answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('a dropped connection says the server cannot be reached; a refusal says its own text', () => {
    show({ isError: true, error: new ApiError('network_error', 0) }, true);
    expect(screen.getByRole('region', { name: "Couldn't load this" })).toHaveTextContent(
      "Can't reach the server. Check your connection.",
    );
    show({ isError: true, error: new ApiError('internal_error', 500) }, true);
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
  });

  it('while retrying, the button waits and keeps its name', () => {
    show({ isError: true, error: new ApiError('timeout', 0), isFetching: true });
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks Urdu', async () => {
    await setLanguage('UR');
    show({ isError: true, error: new ApiError('timeout', 0) });
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    expect(screen.getByText('سرور نے جواب دینے میں بہت دیر لگا دی۔')).toBeInTheDocument();
    await setLanguage('EN');
  });
});
