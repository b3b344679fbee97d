import { lazy } from 'react';

export { DEPOSIT_REFUSAL_MS } from './DepositButton.tsx';
export { FloatingBar } from './FloatingBar.tsx';
export { Footer } from './Footer.tsx';
export { FreeAccountNotice } from './FreeAccountNotice.tsx';
export { Header } from './Header.tsx';
export { LogoutConfirm } from './LogoutConfirm.tsx';
export { customerServiceUrl } from './member-rules.ts';
export { RegisterPrompt } from './RegisterPrompt.tsx';
export { useSwipeBack } from './swipe-back.ts';
export { useBackAction } from './use-back-action.ts';
export { useInviteAction, useLiveChat } from './use-destination.ts';
export { useMemberGate } from './use-member-gate.ts';
/** Loaded when first opened: home does not need the drawer to render. */
export const SideMenu = lazy(() => import('./SideMenu.tsx'));
