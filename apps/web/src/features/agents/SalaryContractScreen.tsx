import { ContractScreen } from './ContractScreen.tsx';

export default function SalaryContractScreen() {
  return <ContractScreen kind="salary" />;
}
