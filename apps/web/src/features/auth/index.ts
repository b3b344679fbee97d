export { LoginDialogHost } from './LoginDialogHost.tsx';
export { closeLoginDialog, openLoginDialog } from './login-dialog-store.ts';
export { startTestPlay } from './test-play.ts';
export { useLogout } from './use-logout.ts';
