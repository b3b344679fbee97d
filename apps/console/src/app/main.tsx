import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { initI18n, initialLanguage } from '../shared/i18n/i18n.ts';
import { applyTheme, readTheme } from '../shared/theme.ts';
import '../shared/styles/tokens.css';
import '../shared/styles/global.css';
import { App } from './App.tsx';

applyTheme(readTheme());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: true } } });

void initI18n(initialLanguage()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router base="/console">
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
});
