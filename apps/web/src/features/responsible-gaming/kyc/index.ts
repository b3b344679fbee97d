export { KycSection } from './KycSection.tsx';
