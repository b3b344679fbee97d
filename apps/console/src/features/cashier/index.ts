export { WithdrawalsPage } from './WithdrawalsPage.tsx';
