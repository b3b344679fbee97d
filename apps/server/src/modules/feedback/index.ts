export { consoleFeedbackRoutes } from './console-feedback-routes.ts';
export { feedbackRoutes } from './feedback-routes.ts';
