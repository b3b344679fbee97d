import { BadgePercent, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { ActivityCard } from './ActivityCard.tsx';
import { ActivityDetail } from './ActivityDetail.tsx';
import { useActivities } from './api/get-activities.ts';
import styles from './Promotions.module.css';

/** /m/activity: the merchant's promotions with the member's status in each; details open in a sheet. */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const activities = useActivities();
  const signedIn = useSession() !== undefined;
  const signInOn = useSystemStatus().info.promotions.LOGIN?.enabled === true && signedIn;
  const [openId, setOpenId] = useState<string>();

  if (!activities.data) {
    return <QueryFallback query={activities} />;
  }
  const list = activities.data.list;
  const open = list.find((activity) => activity.id === openId);
  return (
    <Screen>
      {signInOn ? (
        <ButtonLink to={ROUTE_PATHS.signIn} variant="primary" icon={CalendarCheck} block>
          {t('promotions.signInLink')}
        </ButtonLink>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={BadgePercent} title={t('promotions.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} onOpen={() => setOpenId(activity.id)} />
            </li>
          ))}
        </ul>
      )}
      {open ? <ActivityDetail key={open.id} activity={open} onClose={() => setOpenId(undefined)} /> : null}
    </Screen>
  );
}
