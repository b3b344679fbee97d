import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { ReferralPanelHost } from '../features/agents/index.ts';
import { LoginDialogHost, useRestoreRememberedSession } from '../features/auth/index.ts';
import { isFooterHidden, isHeaderHidden, routeNameOf } from '../shared/route-rules.ts';
import { Toaster } from '../shared/ui/Toaster.tsx';
import styles from './AppShell.module.css';
import { OfflineBanner } from './OfflineBanner.tsx';
import { RouteLoadError, RouteSpinner } from './RouteLoadError.tsx';
import { Screens } from './router.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { FloatingBar, Footer, Header, SideMenu, useBackAction, useSwipeBack } from './shell/index.ts';

/** Header, page, footer and side menu around every screen, following the route rules. */
export function AppShell() {
  const [pathname] = useLocation();
  const route = routeNameOf(pathname);
  const onBack = useBackAction();
  const [menuOpen, setMenuOpen] = useState(false);
  const footerShown = !isFooterHidden(route);

  useRestoreRememberedSession();
  useSwipeBack(onBack, route !== 'home');
  useScrollRestoration();

  return (
    <div className={footerShown ? `${styles.app} ${styles.withFooter}` : styles.app}>
      {isHeaderHidden(route) ? null : <Header />}
      <main className={styles.main}>
        {/* A new page (and its boundaries) per path: it enters with the route transition once it has loaded. */}
        <RouteLoadError key={pathname}>
          <Suspense fallback={<RouteSpinner />}>
            <div className={styles.page}>
              <Screens />
            </div>
          </Suspense>
        </RouteLoadError>
      </main>
      {footerShown ? <Footer menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} /> : null}
      {route === 'home' ? <FloatingBar /> : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <OfflineBanner aboveFooter={footerShown} />
      <LoginDialogHost />
      <ReferralPanelHost />
      <Toaster />
    </div>
  );
}
