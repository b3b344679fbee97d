import { useQuery } from '@tanstack/react-query';
import { Construction, GlobeLock, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { SystemStatusContext } from '../../shared/system-status.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useBrandColours } from './brand.ts';
import { GateScreen } from './GateScreen.tsx';
import { gatePageFor } from './gate-page.ts';
import { systemStatusQuery } from './status-query.ts';

/** Shows the app only when the merchant's status allows it; otherwise the matching page. */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(systemStatusQuery());
  const status = query.data;
  useBrandColours(status?.info.brand.colours);
  const retry = () => void query.refetch();

  switch (gatePageFor(status, query.isError)) {
    case 'loading':
      return <Spinner label={t('common.loading')} />;
    case 'service-error':
      return (
        <GateScreen
          icon={ServerCrash}
          title={t('gate.errorTitle')}
          onRetry={retry}
          retrying={query.isFetching}
        >
          <p>{t('gate.errorText')}</p>
        </GateScreen>
      );
    case 'maintenance': {
      const until = status?.info.maintenanceUntil ? new Date(status.info.maintenanceUntil) : undefined;
      return (
        <GateScreen
          icon={Construction}
          title={t('gate.maintenanceTitle')}
          onRetry={retry}
          retrying={query.isFetching}
        >
          <p>{t('gate.maintenanceText')}</p>
          {status?.info.maintenanceMessage ? <p dir="auto">{status.info.maintenanceMessage}</p> : null}
          {until && !Number.isNaN(until.getTime()) ? (
            <p>
              {t('gate.maintenanceUntil', {
                time: new Intl.DateTimeFormat(languageTag(language), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(until),
              })}
            </p>
          ) : null}
        </GateScreen>
      );
    }
    case 'restricted':
      return (
        <GateScreen icon={GlobeLock} title={t('gate.restrictedTitle')}>
          <p>{t('gate.restrictedText')}</p>
          {status?.location.ip ? (
            <p>
              {t('gate.yourIp')} <bdi dir="ltr">{status.location.ip}</bdi>
            </p>
          ) : null}
        </GateScreen>
      );
    case 'app':
      return <SystemStatusContext.Provider value={status ?? null}>{children}</SystemStatusContext.Provider>;
  }
}
