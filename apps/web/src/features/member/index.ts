export { useMemberInfo } from './api/get-member-info.ts';
export { vipLabel } from './vip-label.ts';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const memberScreens = {
  memberHome: () => import('./MemberHomeScreen.tsx'),
};
