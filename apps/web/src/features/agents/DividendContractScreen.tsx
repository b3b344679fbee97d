import { ContractScreen } from './ContractScreen.tsx';

export default function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}
