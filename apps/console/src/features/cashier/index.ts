export { DepositsPage } from './DepositsPage.tsx';
export { WithdrawalsPage } from './WithdrawalsPage.tsx';
