import type { PlayerExclusion } from '@lobby/contract';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n.ts';
import { languageTag } from '../../../shared/i18n/language-tags.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import styles from '../ResponsibleGaming.module.css';

/**
 * After a time-out or self-exclusion began: the member is logged out, and until when. It takes the focus,
 * which brings it into view from the section far down the screen where the member confirmed.
 */
export function ExclusionEnded({ exclusion }: { exclusion: PlayerExclusion }) {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const text =
    exclusion.endsAt === null
      ? t('responsibleGaming.selfExclusion.endedPermanent')
      : t(
          exclusion.kind === 'time_out'
            ? 'responsibleGaming.timeOut.ended'
            : 'responsibleGaming.selfExclusion.ended',
          { until: formatDateTime(exclusion.endsAt, locale) },
        );
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={styles.notice}>
      <Icon icon={LogOut} flipInRtl />
      <span>{text}</span>
    </p>
  );
}
