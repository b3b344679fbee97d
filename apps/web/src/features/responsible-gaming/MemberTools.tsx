import type { PlayerExclusion } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import cardStyles from '../../shared/ui/Card.module.css';
import { ExclusionSection } from './exclusion/ExclusionSection.tsx';
import { KycSection } from './kyc/index.ts';
import { LimitsSection } from './limits/LimitsSection.tsx';
import styles from './ResponsibleGaming.module.css';
import { RealityCheckSection } from './reality-check/RealityCheckSection.tsx';
import { ActivityStatementSection } from './statement/ActivityStatementSection.tsx';

/** The real member's tools, in the order the information lists them. */
export function MemberTools({ onExcluded }: { onExcluded: (exclusion: PlayerExclusion) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.group}>
        <h2 className={styles.groupHeading}>{t('playerLimits.title')}</h2>
        <LimitsSection />
      </div>
      <div className={`${cardStyles.card} ${styles.realityCheck}`}>
        <RealityCheckSection />
      </div>
      <ExclusionSection kind="time_out" onStarted={onExcluded} />
      <ExclusionSection kind="self_exclusion" onStarted={onExcluded} />
      <ActivityStatementSection />
      <KycSection />
    </>
  );
}
