import { HeartHandshake } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/i18n.ts';
import { ROUTE_PATHS } from '../routes.ts';
import { Icon } from './Icon.tsx';

/** The responsible gaming screen's icon, the same in every menu that links to it (decision 0054). */
export const RESPONSIBLE_GAMING_ICON = HeartHandshake;

/** A link to /m/responsibleGaming with its icon, for the login and register screens and the footer. */
export function ResponsibleGamingLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={ROUTE_PATHS.responsibleGaming} className={className}>
      <Icon icon={RESPONSIBLE_GAMING_ICON} size={18} />
      {t('routes.responsibleGaming')}
    </Link>
  );
}
