import { lazy, Suspense } from 'react';
import { closeLoginDialog, useLoginDialogOpen } from './login-dialog-store.ts';

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));

/** Where the login modal appears; its code loads the first time it opens. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  return open ? (
    <Suspense fallback={null}>
      <LoginDialog open onClose={closeLoginDialog} />
    </Suspense>
  ) : null;
}
