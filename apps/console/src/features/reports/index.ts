export { ReconciliationPage } from './ReconciliationPage.tsx';
export { ReportsPage } from './ReportsPage.tsx';
