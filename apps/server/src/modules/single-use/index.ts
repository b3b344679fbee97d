export { singleUsePlugin } from './single-use-plugin.ts';
