import type { Reward } from '@lobby/contract';
import { Gift, Headset } from 'lucide-react';
import { Redirect } from 'wouter';
import { errorText } from '../../shared/api/error-text.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useClaimReward } from './api/claim-reward.ts';
import { useRewards } from './api/get-rewards.ts';
import styles from './Promotions.module.css';
import { StatusChip } from './StatusChip.tsx';
import { useMoney } from './use-money.ts';

function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = new Intl.DateTimeFormat(languageTag(useLanguage()), { dateStyle: 'medium' });
  const claim = useClaimReward();
  const source = t(`promotions.source.${reward.sourceCode}`, { defaultValue: '' });
  const onClaim = () =>
    claim.mutate(reward.id, {
      onSuccess: () => showToast(t('promotions.claimedToast', { amount: money(reward.amount) }), 'success'),
      onError: (error) => showToast(errorText(t, error)),
    });
  return (
    <li className={styles.row}>
      <span className={rowStyles.title}>{reward.title}</span>
      <span className={rowStyles.money}>{money(reward.amount)}</span>
      <span className={styles.muted}>
        {[source, date.format(new Date(reward.createdAt))].filter(Boolean).join(' · ')}
        {reward.expiresAt
          ? ` · ${t('promotions.expires', { date: date.format(new Date(reward.expiresAt)) })}`
          : ''}
      </span>
      {reward.status === 'Claim' ? (
        <Button
          size="sm"
          variant="gold"
          disabled={claim.isPending}
          aria-label={t('promotions.claimReward', { title: reward.title })}
          onClick={onClaim}
        >
          {t('promotions.claim')}
        </Button>
      ) : (
        <StatusChip status={reward.status} />
      )}
    </li>
  );
}

/** /m/rewardCenter: needs a session (else /m/login) and REWCEN3 (else contact_service); claims pay into the wallet. */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const enabled = useSystemStatus().info.whitelabel.REWCEN3 === true;
  const rewards = useRewards(enabled);

  if (!session) return <Redirect to={ROUTE_PATHS.login} replace />;
  if (!enabled) return <EmptyState icon={Headset} title={t('errors.contact_service')} />;
  if (!rewards.data) {
    return <QueryFallback query={rewards} />;
  }
  if (rewards.data.list.length === 0) return <EmptyState icon={Gift} title={t('promotions.noRewards')} />;
  return (
    <Screen>
      <ul className={styles.list} aria-label={t('routes.rewardCenter')}>
        {rewards.data.list.map((reward) => (
          <RewardRow key={reward.id} reward={reward} />
        ))}
      </ul>
    </Screen>
  );
}
