import { type ConsoleMemberProtection, roleAllows } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import panelStyles from '../../shared/ui/Panel.module.css';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { useExclusionColumns } from './ExclusionHistory.tsx';
import { LimitsTable } from './LimitsTable.tsx';
import { OperatorLimitForm } from './OperatorLimitForm.tsx';
import styles from './Protection.module.css';
import { fetchMemberProtection, PROTECTION_QUERY_KEY } from './protection-api.ts';

function RealityCheckFact({ check }: { check: ConsoleMemberProtection['realityCheck'] }) {
  const { t } = useTranslation();
  const interval =
    check.intervalMinutes === 0
      ? t('protection.off')
      : t('protection.every', { count: check.intervalMinutes });
  const source =
    check.chosenMinutes === null ? t('protection.merchantDefault') : t('protection.memberChoice');
  return <dd>{t('protection.intervalFrom', { interval, source })}</dd>;
}

function KycFacts({ kyc }: { kyc: ConsoleMemberProtection['kyc'] }) {
  const { t, i18n } = useTranslation();
  return (
    <dd>
      {t(kyc.verified ? 'protection.verified' : 'protection.notVerified')}
      {kyc.documents.length > 0 && (
        <ul className={styles.documents} aria-label={t('protection.documents')}>
          {kyc.documents.map((document) => (
            <li key={document.id}>
              {t('protection.document', {
                kind: t(`protection.documentKinds.${document.kind}`),
                status: t(`protection.documentStatuses.${document.status}`),
                at: formatDateTime(document.uploadedAt, i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

/** For the member's page: limits (the member's and the operator's), exclusions, reality check and KYC. */
export function ProtectionPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const protection = useQuery({
    queryKey: [PROTECTION_QUERY_KEY, memberId],
    queryFn: () => fetchMemberProtection(memberId),
  });
  const exclusionColumns = useExclusionColumns();
  const mayChange = role !== undefined && roleAllows(role, 'setConsoleMemberLimits');
  return (
    <section className={`${panelStyles.panel} ${styles.panel}`} aria-labelledby="member-protection-title">
      <h2 id="member-protection-title" className={panelStyles.title}>
        {t('protection.title')}
      </h2>
      <QueryView query={protection}>
        {(value) => (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('protection.realityCheck')}</dt>
                <RealityCheckFact check={value.realityCheck} />
              </div>
              <div>
                <dt>{t('protection.kyc')}</dt>
                <KycFacts kyc={value.kyc} />
              </div>
            </dl>
            <h3 className={styles.subtitle}>{t('protection.limits')}</h3>
            <LimitsTable limits={value.limits.limits} />
            {value.operatorLimits.length > 0 && (
              <ul className={styles.notes} aria-label={t('protection.operatorLimits')}>
                {value.operatorLimits.map((limit) => (
                  <li key={`${limit.kind}-${limit.period}`}>
                    {t('protection.operatorLimitNote', {
                      limit: t('protection.limitOf', {
                        kind: t(`protection.kinds.${limit.kind}`),
                        period: t(`protection.periods.${limit.period}`),
                      }),
                      operator: limit.setBy,
                      reason: limit.reason,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {mayChange && <OperatorLimitForm memberId={memberId} />}
            <h3 className={styles.subtitle}>{t('protection.exclusions')}</h3>
            <DataTable
              caption={t('protection.exclusions')}
              rows={value.exclusions}
              columns={exclusionColumns}
              emptyText={t('protection.noExclusions')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
