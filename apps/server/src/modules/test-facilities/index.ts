export { CaptchaAnswers } from './captcha-answers.ts';
export { testFacilityRoutes } from './test-facility-routes.ts';
