import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a page at an address (path and query) of an in-memory router; returns the user and the history. */
export function renderPage(page: ReactNode, address = '/') {
  const location = memoryLocation({ path: address, record: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), history: location.history };
}
