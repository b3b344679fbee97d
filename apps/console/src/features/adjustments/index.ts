export { AdjustmentForm } from './AdjustmentForm.tsx';
export { AdjustmentsPage } from './AdjustmentsPage.tsx';
