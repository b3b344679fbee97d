import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { useTurnover } from './api/get-turnover.ts';
import { formatMoney } from './money-format.ts';
import styles from './Wallet.module.css';

/** On the withdraw screen: the turnover still to play before a withdrawal is possible; nothing when none. */
export function TurnoverNotice() {
  const { t } = useTranslation();
  const turnover = useTurnover(useMemberGate() === 'member');
  const outstanding = turnover.data?.outstanding ?? 0;
  if (outstanding <= 0) return null;
  return (
    <Card role="status" heading={t('wallet.turnoverTitle')}>
      <p className={styles.muted}>{t('wallet.turnoverRemaining', { amount: formatMoney(outstanding) })}</p>
    </Card>
  );
}
