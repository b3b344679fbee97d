import type { Activity } from '@lobby/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { SafeHtml } from '../content/index.ts';
import { ActivityFacts } from './ActivityFacts.tsx';
import styles from './Promotions.module.css';
import { RemarkField } from './RemarkField.tsx';
import { StatusChip } from './StatusChip.tsx';
import { useActivityActions } from './use-activity-actions.ts';

/** An activity's full description, with its join (and remark, when asked for) or claim action. */
export function ActivityDetail({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { t } = useTranslation();
  const { join, claim, signedIn, pending } = useActivityActions();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const asksRemark = signedIn && activity.status === 'Join' && activity.remarkRequired;

  const onJoin = () => {
    if (asksRemark && !remark.trim()) return setRemarkError(t('promotions.remarkRequired'));
    setRemarkError(undefined);
    join(activity, { remark: remark.trim(), onDone: onClose, onRemarkError: setRemarkError });
  };

  const action =
    activity.status === 'Join' ? (
      <Button variant="gold" disabled={pending} onClick={onJoin}>
        {t('promotions.join')}
      </Button>
    ) : activity.status === 'Claim' ? (
      <Button variant="gold" disabled={pending} onClick={() => claim(activity, onClose)}>
        {t('promotions.claim')}
      </Button>
    ) : null;

  return (
    <Dialog open onClose={onClose} title={activity.title} placement="sheet" actions={action}>
      <div className={styles.detail}>
        {activity.imageUrl ? (
          <CdnImage path={activity.imageUrl} alt="" className={styles.detailArtwork} />
        ) : null}
        <div className={styles.titleRow}>
          <ActivityFacts activity={activity} />
          <StatusChip status={activity.status} />
        </div>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <SafeHtml html={activity.content} />
        </Suspense>
        {asksRemark ? (
          <RemarkField
            value={remark}
            onChange={(value) => {
              setRemark(value);
              setRemarkError(undefined);
            }}
            error={remarkError}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
