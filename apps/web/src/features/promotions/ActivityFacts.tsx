import type { Activity } from '@lobby/contract';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import styles from './Promotions.module.css';
import { useMoney } from './use-money.ts';

/** An activity's period and reward. */
export function ActivityFacts({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = new Intl.DateTimeFormat(languageTag(useLanguage()), { dateStyle: 'medium' });
  const start = date.format(new Date(activity.startAt));
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('promotions.period')}</dt>
        <dd>
          {activity.endAt
            ? t('promotions.periodRange', { start, end: date.format(new Date(activity.endAt)) })
            : t('promotions.periodOpen', { start })}
        </dd>
      </div>
      {activity.rewardAmount > 0 ? (
        <div>
          <dt>{t('promotions.reward')}</dt>
          <dd>{money(activity.rewardAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
