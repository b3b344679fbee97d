import { DEFAULT_LANGUAGE } from '@lobby/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { keepServerToldOfSignIn } from '../features/auth/index.ts';
import { becomeInstallable, rememberNativeShellFlag } from '../features/pwa/index.ts';
import { initI18n, storedLanguage } from '../shared/i18n/i18n.ts';
import { startingStatus } from './status-gate/index.ts';
import '../shared/styles/tokens.css';
import '../shared/styles/global.css';
import { useAppLocation } from '../shared/app-history.ts';
import { applyTheme, readTheme } from '../shared/theme.ts';
import { sendGuestToLogin } from './guest-redirect.ts';
import { Providers, prefetchFirstScreen } from './Providers.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteLoadError } from './RouteLoadError.tsx';
import { preloadScreen, screenReady } from './router.tsx';

rememberNativeShellFlag(window.location.search);
sendGuestToLogin();
keepServerToldOfSignIn();
applyTheme(readTheme());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The language is settled before the first render, so no screen flashes in the wrong language. (A promise,
// not top-level await: with top-level await the bundler stops merging shared chunks, so home loads more files.)
const language = storedLanguage() ?? startingStatus()?.info.defaultLanguage ?? DEFAULT_LANGUAGE;
preloadScreen(window.location.pathname, language);
prefetchFirstScreen(window.location.pathname, language);

function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        {/* No base: routes.ts holds full paths, and `/` (outside /m) shows home too. */}
        <Router hook={useAppLocation}>
          <RouteLoadError>
            <RootLayout />
          </RouteLoadError>
        </Router>
      </Providers>
    </StrictMode>,
  );
  becomeInstallable();
}

// The first render runs in a task of its own, not in the one that evaluated the modules and set i18n up: two
// shorter tasks instead of one long one, which would hold up a tap on a phone (decision 0098). It waits for the
// first screen's code (asked for above, with the entry's), so the screen paints with the shell (decision 0110).
void initI18n(language)
  .then(() => screenReady(window.location.pathname))
  .then(() => setTimeout(renderApp, 0, root));
