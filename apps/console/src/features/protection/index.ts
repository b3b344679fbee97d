export { ExclusionsPage } from './ExclusionsPage.tsx';
export { ProtectionPanel } from './ProtectionPanel.tsx';
