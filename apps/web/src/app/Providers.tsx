import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FrameHeaderContext } from '../shared/ui/FrameHeader.tsx';
import { createQueryClient } from './query-client.ts';
import { Header } from './shell/index.ts';
import { systemStatusQuery } from './status-gate/index.ts';

const queryClient = createQueryClient();
// Asked as the app starts, while the language loads, rather than once the status gate first renders.
void queryClient.prefetchQuery(systemStatusQuery());

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FrameHeaderContext.Provider value={Header}>{children}</FrameHeaderContext.Provider>
    </QueryClientProvider>
  );
}
