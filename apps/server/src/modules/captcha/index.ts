export { captchaPlugin } from './captcha-plugin.ts';
export { captchaRoutes } from './captcha-routes.ts';
