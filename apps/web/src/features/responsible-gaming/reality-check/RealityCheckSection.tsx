import { REALITY_CHECK_INTERVALS } from '@lobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useSession } from '../../../shared/session.ts';
import fieldStyles from '../../../shared/ui/Field.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { realityCheckQuery, setRealityCheckInterval } from '../../games/index.ts';

/**
 * The player's reality-check interval (decision 0052): off or 15 to 120 minutes; while none is chosen the
 * merchant's default applies. The check itself is drawn over the running game.
 */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const id = useId();
  const token = useSession()?.token ?? '';
  const queryClient = useQueryClient();
  const query = realityCheckQuery(token);
  const { data } = useQuery({ ...query, enabled: Boolean(token), refetchInterval: false });
  const [saving, setSaving] = useState(false);
  const choose = async (minutes: number) => {
    setSaving(true);
    try {
      queryClient.setQueryData(query.queryKey, await setRealityCheckInterval(minutes));
      showToast(t('realityCheck.saved'), 'short');
    } catch (error) {
      showToast(errorText(t, error), 'short');
    } finally {
      setSaving(false);
    }
  };
  const label = (minutes: number) =>
    minutes === 0 ? t('realityCheck.off') : t('realityCheck.minutes', { count: minutes });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('realityCheck.title')}</h2>
      <p id={`${id}-about`}>{t('realityCheck.about')}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-interval`} className={fieldStyles.label}>
          {t('realityCheck.interval')}
        </label>
        <select
          id={`${id}-interval`}
          className={fieldStyles.control}
          aria-describedby={`${id}-about`}
          value={data ? String(data.intervalMinutes) : ''}
          disabled={!data || saving}
          onChange={(event) => void choose(Number(event.target.value))}
        >
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {label(minutes)}
            </option>
          ))}
        </select>
      </div>
      {data && data.chosenMinutes === null ? (
        <p>{t('realityCheck.merchantDefault', { interval: label(data.merchantDefaultMinutes) })}</p>
      ) : null}
    </section>
  );
}
