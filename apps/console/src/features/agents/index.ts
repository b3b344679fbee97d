export { AgentsPage } from './AgentsPage.tsx';
