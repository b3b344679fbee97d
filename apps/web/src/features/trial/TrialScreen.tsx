import { CirclePlay, Gamepad2, IdCard, UserPlus, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { startTestPlay } from '../auth/index.ts';
import styles from './Trial.module.css';

const POINTS = [
  { icon: Gamepad2, key: 'trail.pointPlay' },
  { icon: WalletCards, key: 'trail.pointMoney' },
  { icon: UserPlus, key: 'trail.pointRegister' },
] as const;

/**
 * /m/trail: what the free trial account is, and the test play that starts one; a session goes home. Where
 * the merchant's free play asks for the age declaration the player confirms the minimum age first; where it
 * needs a verified identity there is no trial, and the screen says so (decision 0056).
 */
export default function TrialScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { info } = useSystemStatus();
  const [starting, setStarting] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  if (session) return <Redirect to={HOME_PATH} replace />;

  const check = info.verification.freePlay;
  const start = async () => {
    setStarting(true);
    // Success writes the session, and this screen then sends the trial player home.
    if (!(await startTestPlay(check === 'ageDeclaration' ? ageConfirmed : undefined))) setStarting(false);
  };
  return (
    <Screen>
      <section className={styles.card} aria-labelledby="trial-title">
        <div className={styles.badge}>
          <Icon icon={CirclePlay} size={36} />
        </div>
        <h2 id="trial-title" className={styles.title}>
          {t('trail.title')}
        </h2>
        <p className={styles.lead}>{t('trail.lead')}</p>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.key}>
              <Icon icon={point.icon} className={styles.pointIcon} />
              <span>{t(point.key)}</span>
            </li>
          ))}
        </ul>
        {check === 'identity' ? (
          <p className={styles.closed} role="note">
            <Icon icon={IdCard} className={styles.pointIcon} />
            <span>{t('errors.free_play_needs_identity')}</span>
          </p>
        ) : (
          <>
            {check === 'ageDeclaration' ? (
              <label className={styles.confirm}>
                <input
                  type="checkbox"
                  checked={ageConfirmed}
                  onChange={(event) => setAgeConfirmed(event.target.checked)}
                />
                <span>{t('trail.ageConfirm', { age: info.register.minimumAge })}</span>
              </label>
            ) : null}
            <Button
              variant="gold"
              block
              icon={CirclePlay}
              disabled={starting || (check === 'ageDeclaration' && !ageConfirmed)}
              onClick={() => void start()}
            >
              {t('trail.start')}
            </Button>
          </>
        )}
        <ButtonLink to={ROUTE_PATHS.register} block>
          {t('trail.register')}
        </ButtonLink>
      </section>
    </Screen>
  );
}
