export { sniffImageType } from './image-check.ts';
/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const feedbackScreens = {
  feedback: () => import('./FeedbackScreen.tsx'),
};
