export { LoginDialogHost } from './LoginDialogHost.tsx';
export { LogoutConfirm } from './LogoutConfirm.tsx';
export { isSureGuest, keepServerToldOfSignIn, useRestoreRememberedSession } from './restore-session.ts';
export { startTestPlay } from './test-play.ts';
export { useForgetSession } from './use-logout.ts';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const authScreens = {
  login: () => import('./LoginScreen.tsx'),
  register: () => import('./RegisterScreen.tsx'),
  forget: () => import('./ForgetScreen.tsx'),
  changePsw: () => import('./ChangePasswordScreen.tsx'),
};
