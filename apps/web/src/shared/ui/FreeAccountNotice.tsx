import { UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { ROUTE_PATHS } from '../routes.ts';
import { ButtonLink } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { RegisterPrompt } from './RegisterPrompt.tsx';

/**
 * A screen for real members seen by a free or trial account (type 4 and others): free_reject with the
 * register prompt (cancel or register now); cancelling leaves the same message on the page.
 */
export function FreeAccountNotice() {
  const { t } = useTranslation();
  const [prompting, setPrompting] = useState(true);
  return (
    <>
      <EmptyState
        icon={UserRoundX}
        title={t('account.freeRejectTitle')}
        description={t('errors.free_reject')}
        action={
          <ButtonLink to={ROUTE_PATHS.register} variant="gold">
            {t('account.registerNow')}
          </ButtonLink>
        }
      />
      <RegisterPrompt open={prompting} onClose={() => setPrompting(false)} />
    </>
  );
}
