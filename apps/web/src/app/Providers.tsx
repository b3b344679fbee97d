import type { LanguageCode } from '@lobby/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bannersQuery } from '../features/content/index.ts';
import { routeNameOf } from '../shared/route-rules.ts';
import { FrameHeaderContext } from '../shared/ui/FrameHeader.tsx';
import { createQueryClient } from './query-client.ts';
import { Header } from './shell/index.ts';
import { systemStatusQuery } from './status-gate/index.ts';

const queryClient = createQueryClient();
// Asked as the app starts, while the language loads, rather than once the status gate first renders.
void queryClient.prefetchQuery(systemStatusQuery());

/**
 * Asks for what the first screen's largest picture needs as the app starts: home's banners (its first banner
 * is what a phone paints largest) alongside the status and the screen's code, not once home has rendered
 * (decision 0078).
 */
export function prefetchFirstScreen(pathname: string, language: LanguageCode): void {
  if (routeNameOf(pathname) === 'home') void queryClient.prefetchQuery(bannersQuery(language));
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FrameHeaderContext.Provider value={Header}>{children}</FrameHeaderContext.Provider>
    </QueryClientProvider>
  );
}
