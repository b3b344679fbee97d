export { MerchantsPage } from './MerchantsPage.tsx';
