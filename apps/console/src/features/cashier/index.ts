export { DepositsPage } from './DepositsPage.tsx';
