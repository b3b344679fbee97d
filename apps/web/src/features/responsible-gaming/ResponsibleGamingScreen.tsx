import type { PlayerExclusion } from '@lobby/contract';
import { LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { loginPathReturningTo } from '../../shared/return-path.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { isFreeAccount, useSession } from '../../shared/session.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { AboutSection } from './about/AboutSection.tsx';
import { ExclusionEnded } from './exclusion/ExclusionEnded.tsx';
import { MemberTools } from './MemberTools.tsx';
import styles from './ResponsibleGaming.module.css';

/** For guests and trial accounts: the tools need a real member account, and the way to one. */
function ToolsNeedAccount({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.callout} aria-label={t('responsibleGaming.tools.heading')}>
      <p>{t(guest ? 'responsibleGaming.guestNote' : 'responsibleGaming.trialNote')}</p>
      {guest ? (
        <ButtonLink
          to={loginPathReturningTo(ROUTE_PATHS.responsibleGaming)}
          icon={LogIn}
          flipInRtl
          variant="gold"
          block
        >
          {t('account.login')}
        </ButtonLink>
      ) : (
        <ButtonLink to={ROUTE_PATHS.register} icon={UserPlus} variant="gold" block>
          {t('account.registerNow')}
        </ButtonLink>
      )}
    </section>
  );
}

/**
 * /m/responsibleGaming (issue 17, decision 0054): the information, the minimum age and where to get help for
 * everyone; the tools for real members. A time-out or self-exclusion ends the session: the screen stays,
 * as a guest's, saying until when.
 */
export default function ResponsibleGamingScreen() {
  const session = useSession();
  const [ended, setEnded] = useState<PlayerExclusion>();
  return (
    <Screen>
      {ended ? <ExclusionEnded exclusion={ended} /> : null}
      <AboutSection />
      {session && !isFreeAccount(session.type) ? (
        <MemberTools onExcluded={setEnded} />
      ) : ended ? null : (
        <ToolsNeedAccount guest={!session} />
      )}
    </Screen>
  );
}
