import { lazy, Suspense } from 'react';
import { screenTextsReady } from '../../shared/i18n/i18n.ts';
import { closeLoginDialog, useLoginDialogOpen } from './login-dialog-store.ts';

const LoginDialog = lazy(() =>
  Promise.all([import('./LoginDialog.tsx'), screenTextsReady()]).then(([module]) => module),
);

/** Where the login modal appears; its code loads the first time it opens. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  return open ? (
    <Suspense fallback={null}>
      <LoginDialog open onClose={closeLoginDialog} />
    </Suspense>
  ) : null;
}
