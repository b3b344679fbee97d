import type { LucideIcon } from 'lucide-react';
import { House } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';

/** A promotion the merchant has switched off: a clear message and the way home. */
export function FeatureUnavailable({ icon }: { icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={t('promotions.unavailableTitle')}
      description={t('promotions.unavailable')}
      action={
        <ButtonLink to={HOME_PATH} variant="gold" icon={House}>
          {t('promotions.backHome')}
        </ButtonLink>
      }
    />
  );
}
