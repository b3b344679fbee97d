import { SIGN_IN_CYCLE_DAYS } from '@lobby/contract';
import { CalendarCheck, CircleCheck } from 'lucide-react';
import { Redirect } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useDailySignIn } from './api/daily-sign-in.ts';
import { useSignInStatus } from './api/get-sign-in-status.ts';
import { FeatureUnavailable } from './FeatureUnavailable.tsx';
import styles from './Promotions.module.css';
import { useMoney } from './use-money.ts';

/** /m/activity/signIn: the daily check-in of the LOGIN promo; its rewards go to the reward centre. */
export default function SignInScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSession() !== undefined;
  const { info } = useSystemStatus();
  const enabled = info.promotions.LOGIN?.enabled === true;
  const status = useSignInStatus(enabled && signedIn);
  const signIn = useDailySignIn();

  if (!signedIn) return <Redirect to={ROUTE_PATHS.login} replace />;
  if (!enabled) return <FeatureUnavailable icon={CalendarCheck} />;
  if (!status.data) {
    return <QueryFallback query={status} />;
  }

  const { days, streak, signedToday } = status.data;
  const submit = () =>
    signIn.mutate(undefined, {
      onSuccess: ({ reward }) =>
        showToast(t('promotions.signedInToast', { amount: money(reward) }), 'success'),
      onError: (error) => {
        showToast(errorText(t, error));
        if (error instanceof ApiError && error.code === 'already_signed_in') void status.refetch();
      },
    });

  return (
    <Screen>
      <Card
        aria-labelledby="sign-in-title"
        heading={t('promotions.signInTitle', { days: SIGN_IN_CYCLE_DAYS })}
        headingId="sign-in-title"
      >
        <p className={styles.muted} role="status">
          {t('promotions.streak', { count: streak })}
        </p>
        <ol className={styles.days}>
          {days.map((day) => (
            <li key={day.day} className={styles.day} data-signed={day.signed}>
              <span>{t('promotions.day', { day: day.day })}</span>
              <span className={styles.dayReward}>{money(day.reward)}</span>
              {day.signed ? <Icon icon={CircleCheck} size={18} /> : null}
              <span className="visually-hidden">
                {day.signed ? t('promotions.daySigned') : t('promotions.dayOpen')}
              </span>
            </li>
          ))}
        </ol>
        <Button
          variant="gold"
          block
          icon={CalendarCheck}
          disabled={signedToday || signIn.isPending}
          onClick={submit}
        >
          {signedToday ? t('promotions.signedToday') : t('promotions.signInToday')}
        </Button>
        {info.whitelabel.REWCEN3 ? (
          <ButtonLink to={ROUTE_PATHS.rewardCenter} block>
            {t('promotions.toRewardCenter')}
          </ButtonLink>
        ) : null}
      </Card>
    </Screen>
  );
}
