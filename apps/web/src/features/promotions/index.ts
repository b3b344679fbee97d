/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const promotionsScreens = {
  rewardCenter: () => import('./RewardCenterScreen.tsx'),
  leaderBoard: () => import('./LeaderBoardScreen.tsx'),
  activity: () => import('./ActivityScreen.tsx'),
  signIn: () => import('./SignInScreen.tsx'),
};
