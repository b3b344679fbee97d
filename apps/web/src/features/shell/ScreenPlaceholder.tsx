import type { LucideIcon } from 'lucide-react';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isHeaderHidden, routeNameOf } from '../../shared/route-rules.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Header } from './Header.tsx';

/**
 * A screen a later issue builds: its title bar and an empty state. Screens the shell shows without
 * a header (login, register, ...) get the back-and-title bar here, as their own top bar.
 */
export function ScreenPlaceholder({ icon }: { icon: LucideIcon }) {
  const { t } = useTranslation();
  const route = routeNameOf(useLocation()[0]);
  return (
    <>
      {isHeaderHidden(route) ? <Header /> : null}
      <EmptyState
        icon={icon}
        title={t('placeholder.title')}
        description={t('placeholder.description')}
        action={
          <ButtonLink to={HOME_PATH} variant="gold" icon={House}>
            {t('placeholder.backHome')}
          </ButtonLink>
        }
      />
    </>
  );
}
