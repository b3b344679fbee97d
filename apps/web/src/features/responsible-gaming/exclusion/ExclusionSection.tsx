import {
  type PlayerExclusion,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
  TIME_OUT_PERIODS,
  type TimeOutPeriod,
} from '@lobby/contract';
import { Ban, TimerOff } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import fieldStyles from '../../../shared/ui/Field.module.css';
import { useForgetSession } from '../../auth/index.ts';
import styles from '../ResponsibleGaming.module.css';
import { type ExclusionKind, useStartExclusion } from './exclusion-api.ts';

type Period = TimeOutPeriod | SelfExclusionPeriod;

/** Per kind: the lengths offered, the texts' key prefix and the icon of its start button. */
const KINDS = {
  time_out: { periods: TIME_OUT_PERIODS, texts: 'timeOut', icon: TimerOff },
  self_exclusion: { periods: SELF_EXCLUSION_PERIODS, texts: 'selfExclusion', icon: Ban },
} as const;

interface ExclusionSectionProps {
  kind: ExclusionKind;
  /** Called once the exclusion has begun and this device has forgotten the (ended) session. */
  onStarted: (exclusion: PlayerExclusion) => void;
}

/**
 * A time-out or a self-exclusion (decision 0050): a length, then a dialog saying it starts at once and cannot
 * be undone early; confirming starts it, and every session (this one too) ends.
 */
export function ExclusionSection({ kind, onStarted }: ExclusionSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const { periods, texts, icon } = KINDS[kind];
  const [period, setPeriod] = useState<Period>(periods[0]);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const start = useStartExclusion(kind);
  const forgetSession = useForgetSession();

  const confirm = () =>
    start.mutate(period, {
      onSuccess: (exclusion) => {
        setConfirming(false);
        forgetSession();
        onStarted(exclusion);
      },
      onError: (failure) => {
        setConfirming(false);
        setProblem(errorText(t, failure));
      },
    });

  return (
    <Card
      heading={t(`responsibleGaming.${texts}.heading`)}
      headingId={`${id}-title`}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-about`}>{t(`responsibleGaming.${texts}.about`)}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-period`} className={fieldStyles.label}>
          {t(`responsibleGaming.${texts}.choose`)}
        </label>
        <select
          id={`${id}-period`}
          className={fieldStyles.control}
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
        >
          {periods.map((value) => (
            <option key={value} value={value}>
              {t(`responsibleGaming.periods.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      <Button
        variant="gold"
        block
        icon={icon}
        onClick={() => {
          setProblem(undefined);
          setConfirming(true);
        }}
      >
        {t(`responsibleGaming.${texts}.start`)}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(`responsibleGaming.${texts}.confirmTitle`)}
        actions={
          <>
            <Button onClick={() => setConfirming(false)} disabled={start.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="gold" onClick={confirm} disabled={start.isPending}>
              {t(`responsibleGaming.${texts}.confirm`)}
            </Button>
          </>
        }
      >
        <p className={styles.emphasis}>
          {t('responsibleGaming.length', { period: t(`responsibleGaming.periods.${period}`) })}
        </p>
        <p>
          {t(
            period === 'permanent'
              ? 'responsibleGaming.selfExclusion.warningPermanent'
              : `responsibleGaming.${texts}.warning`,
          )}
        </p>
      </Dialog>
    </Card>
  );
}
