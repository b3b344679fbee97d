import { lazy } from 'react';

export { FloatingBar } from './FloatingBar.tsx';
export { Footer } from './Footer.tsx';
export { Header } from './Header.tsx';
export { useSwipeBack } from './swipe-back.ts';
export { useBackAction } from './use-back-action.ts';
/** Loaded when first opened: home does not need the drawer to render. */
export const SideMenu = lazy(() => import('./SideMenu.tsx'));
