import { ContractScreen } from './ContractScreen.tsx';

export default function HourContractScreen() {
  return <ContractScreen kind="hourly" />;
}
