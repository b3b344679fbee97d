import { BadgeDollarSign, ChevronRight, Clock, type LucideIcon, PiggyBank } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import rowStyles from '../../shared/ui/RowList.module.css';
import styles from './Agents.module.css';

const CONTRACTS: { kind: 'salary' | 'dividend' | 'hourly'; path: string; icon: LucideIcon }[] = [
  { kind: 'salary', path: ROUTE_PATHS.salaryContract, icon: BadgeDollarSign },
  { kind: 'dividend', path: ROUTE_PATHS.dividendContract, icon: PiggyBank },
  { kind: 'hourly', path: ROUTE_PATHS.hourContract, icon: Clock },
];

/** The agent centre's way to each contract screen: its terms and its pay statement (decision 0058). */
export function ContractLinks() {
  const { t } = useTranslation();
  return (
    <Card heading={t('agents.contractsHeading')} aria-label={t('agents.contractsHeading')}>
      <ul className={rowStyles.rows}>
        {CONTRACTS.map(({ kind, path, icon }) => (
          <li key={kind}>
            <Link to={path} className={styles.contractLink}>
              <Icon icon={icon} className={styles.contractIcon} />
              <span className={styles.contractLabel}>{t(`agents.statement.title.${kind}`)}</span>
              <Icon icon={ChevronRight} flipInRtl className={styles.contractChevron} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
