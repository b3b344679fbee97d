import type { ContractKind, ContractPlan } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format.ts';
import styles from './Agents.module.css';

/** A contract's pay table: from which turnover or net loss each rate applies. */
export function TierTable({
  kind,
  plan,
  caption,
}: {
  kind: ContractKind;
  plan: ContractPlan;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className={styles.tiers}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agents.tier')}</th>
          <th scope="col">{t(`agents.bases.${plan.basis}`)}</th>
          <th scope="col">{t(`agents.rateOf.${kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {plan.tiers.map((tier, index) => (
          <tr key={tier.threshold}>
            <td>{index + 1}</td>
            <td>{t('agents.from', { amount: formatMoney(tier.threshold) })}</td>
            <td>{kind === 'dividend' ? `${tier.rate}%` : formatMoney(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
