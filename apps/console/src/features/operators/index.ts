export { OperatorsPage } from './OperatorsPage.tsx';
