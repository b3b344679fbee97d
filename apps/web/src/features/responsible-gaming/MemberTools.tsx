import type { PlayerExclusion } from '@lobby/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import cardStyles from '../../shared/ui/Card.module.css';
import { ExclusionSection } from './exclusion/ExclusionSection.tsx';
import { KycSection } from './kyc/index.ts';
import { LimitsSection } from './limits/LimitsSection.tsx';
import styles from './ResponsibleGaming.module.css';
import { RealityCheckSection } from './reality-check/RealityCheckSection.tsx';
import { ActivityStatementSection } from './statement/ActivityStatementSection.tsx';

/**
 * The real member's tools, in the order the information lists them; a tool the merchant switched off
 * (decision 0059) is not shown.
 */
export function MemberTools({ onExcluded }: { onExcluded: (exclusion: PlayerExclusion) => void }) {
  const { t } = useTranslation();
  const tools = useSystemStatus().info.protectionTools;
  return (
    <>
      {tools.limits ? (
        <div className={styles.group}>
          <h2 className={styles.groupHeading}>{t('playerLimits.title')}</h2>
          <LimitsSection />
        </div>
      ) : null}
      {tools.realityCheck ? (
        <div className={`${cardStyles.card} ${styles.realityCheck}`}>
          <RealityCheckSection />
        </div>
      ) : null}
      {tools.timeOut ? <ExclusionSection kind="time_out" onStarted={onExcluded} /> : null}
      {tools.selfExclusion ? <ExclusionSection kind="self_exclusion" onStarted={onExcluded} /> : null}
      <ActivityStatementSection />
      <KycSection />
    </>
  );
}
