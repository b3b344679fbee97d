import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FrameHeaderContext } from '../shared/ui/FrameHeader.tsx';
import { createQueryClient } from './query-client.ts';
import { Header } from './shell/index.ts';

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FrameHeaderContext.Provider value={Header}>{children}</FrameHeaderContext.Provider>
    </QueryClientProvider>
  );
}
