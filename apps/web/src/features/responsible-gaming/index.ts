/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const responsibleGamingScreens = {
  responsibleGaming: () => import('./ResponsibleGamingScreen.tsx'),
};
