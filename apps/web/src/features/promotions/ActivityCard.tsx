import type { Activity } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { LazyImage } from '../../shared/ui/CdnImage.tsx';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { ActivityFacts } from './ActivityFacts.tsx';
import styles from './Promotions.module.css';
import { StatusChip } from './StatusChip.tsx';
import { useActivityActions } from './use-activity-actions.ts';

/**
 * One promotion: artwork, title, status, summary, period and reward; Join (straight away, or through the
 * details when a remark is asked for) or Claim as its status allows.
 */
export function ActivityCard({ activity, onOpen }: { activity: Activity; onOpen: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { join, claim, signedIn, pending } = useActivityActions();
  const onJoin = () => (signedIn && activity.remarkRequired ? onOpen() : join(activity));
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {activity.imageUrl ? (
        <LazyImage
          path={activity.imageUrl}
          alt=""
          className={styles.artwork}
          imgClassName={styles.artwork}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
        />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {activity.title}
          </h2>
          <StatusChip status={activity.status} />
        </div>
        <p className={styles.summary}>{activity.summary}</p>
        <ActivityFacts activity={activity} />
        <div className={styles.actions}>
          <Button size="sm" onClick={onOpen}>
            {t('promotions.details')}
          </Button>
          {activity.status === 'Join' ? (
            <Button size="sm" variant="gold" disabled={pending} onClick={onJoin}>
              {t('promotions.join')}
            </Button>
          ) : null}
          {activity.status === 'Claim' ? (
            <Button size="sm" variant="gold" disabled={pending} onClick={() => claim(activity)}>
              {t('promotions.claim')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
