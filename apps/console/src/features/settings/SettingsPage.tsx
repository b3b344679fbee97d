import {
  type ConsoleMerchantSettings,
  type ConsoleRole,
  mayChangeGuardedSettings,
  roleAllows,
} from '@lobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../shared/ui/Button.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { ReasonDialog } from '../../shared/ui/ReasonDialog.tsx';
import { MerchantPicker } from '../dashboard/index.ts';
import { AccessSection } from './AccessSection.tsx';
import { BrandSection } from './BrandSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { LanguagesSection, MaintenanceSection, RegionSection } from './GeneralSections.tsx';
import { HomeDisplaysSection } from './HomeDisplaysSection.tsx';
import { LinksSection } from './LinksSection.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { PromotionsSection } from './PromotionsSection.tsx';
import { ProtectionSection } from './ProtectionSection.tsx';
import styles from './Settings.module.css';
import { SignupSection } from './SignupSection.tsx';
import { fetchSettings, SETTINGS_QUERY_KEY, saveSettings, VERSIONS_QUERY_KEY } from './settings-api.ts';
import { type Draft, draftProblems, withValue } from './settings-draft.ts';
import { VersionsSection } from './VersionsSection.tsx';

const SECTIONS = [
  'protection',
  'maintenance',
  'languages',
  'region',
  'home',
  'brand',
  'general',
  'signup',
  'access',
  'promotions',
  'payments',
  'links',
  'versions',
] as const;
type Section = (typeof SECTIONS)[number];

/** The form of one version of the settings: edits are kept until saved with a reason. */
function SettingsForm({
  current,
  role,
  section,
  onSaved,
}: {
  current: ConsoleMerchantSettings;
  role: ConsoleRole;
  section: Section;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(current.settings);
  const [saving, setSaving] = useState(false);
  const problems = draftProblems(draft);
  const canSave = roleAllows(role, 'updateConsoleMerchantSettings');
  const change = (path: string, value: unknown) => {
    setDraft((before) => withValue(before, path, value));
  };
  const props = { draft, problems, change };
  const changed = JSON.stringify(draft) !== JSON.stringify(current.settings);
  return (
    <>
      {section === 'protection' && (
        <ProtectionSection {...props} editable={canSave && mayChangeGuardedSettings(role)} />
      )}
      {section === 'maintenance' && <MaintenanceSection {...props} />}
      {section === 'languages' && <LanguagesSection {...props} />}
      {section === 'region' && <RegionSection {...props} />}
      {section === 'home' && <HomeDisplaysSection {...props} />}
      {section === 'brand' && <BrandSection {...props} />}
      {section === 'general' && <GeneralSection {...props} />}
      {section === 'signup' && <SignupSection {...props} />}
      {section === 'access' && <AccessSection {...props} />}
      {section === 'promotions' && <PromotionsSection {...props} />}
      {section === 'payments' && <PaymentsSection {...props} />}
      {section === 'links' && <LinksSection {...props} />}
      {canSave && (
        <div className={styles.saveBar}>
          <Button disabled={!changed || problems.size > 0} onClick={() => setSaving(true)}>
            {t('settings.save')}
          </Button>
          <p role="status" className={styles.note}>
            {problems.size > 0 ? t('settings.fixProblems') : changed ? t('settings.unsaved') : ''}
          </p>
        </div>
      )}
      {saving && (
        <ReasonDialog
          title={t('settings.saveTitle')}
          submitLabel={t('settings.save')}
          send={(reason, csrfToken) => saveSettings(current, draft, reason, csrfToken)}
          onClose={() => setSaving(false)}
          onDone={() => {
            setSaving(false);
            onSaved();
            void queryClient.invalidateQueries({ queryKey: [SETTINGS_QUERY_KEY] });
            void queryClient.invalidateQueries({ queryKey: [VERSIONS_QUERY_KEY] });
          }}
        />
      )}
    </>
  );
}

/**
 * The merchant's settings (issue 18, decisions 0059, 0062 and 0069) in sections, each part of the configuration
 * a form checked by the contract (home's winner board and jackpot among them), and the versions with their
 * changes and Restore. A platform operator picks the merchant (kept in the address).
 */
export function SettingsPage({
  operatorRole: role,
  platform,
}: {
  operatorRole: ConsoleRole;
  platform: boolean;
}) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const merchant = platform ? (params.get('merchant') ?? undefined) : undefined;
  const asked = params.get('section');
  const section: Section = SECTIONS.includes(asked as Section) ? (asked as Section) : 'protection';
  const open = (next: { merchant?: string; section?: Section }) => {
    const search = new URLSearchParams();
    const code = next.merchant ?? merchant;
    if (code) search.set('merchant', code);
    search.set('section', next.section ?? section);
    navigate(`/settings?${search.toString()}`);
  };
  const [saved, setSaved] = useState(false);
  const settings = useQuery({
    queryKey: [SETTINGS_QUERY_KEY, merchant ?? null],
    queryFn: () => fetchSettings(merchant),
  });
  return (
    <>
      <PageTitle text={t('settings.title')} />
      <QueryView query={settings}>
        {(current) => (
          <div className={styles.page}>
            <div className={styles.context}>
              {platform && (
                <MerchantPicker
                  codes={current.merchantCodes}
                  value={current.merchantCode}
                  onChange={(code) => open({ merchant: code })}
                />
              )}
              <p className={styles.note}>
                {t('settings.context', { merchant: current.merchantCode, version: current.version })}
              </p>
              {saved && (
                <p role="status" className={styles.note}>
                  {t('settings.saved', { version: current.version })}
                </p>
              )}
            </div>
            <nav className={styles.tabs} aria-label={t('settings.sectionsLabel')}>
              {SECTIONS.map((item) => (
                <Button
                  key={item}
                  variant={item === section ? 'primary' : 'secondary'}
                  aria-current={item === section ? 'page' : undefined}
                  onClick={() => open({ section: item })}
                >
                  {t(`settings.sections.${item}`)}
                </Button>
              ))}
            </nav>
            {section === 'versions' ? (
              <VersionsSection
                merchant={current.merchantCode}
                canRestore={roleAllows(role, 'restoreConsoleMerchantSettingVersion')}
              />
            ) : (
              <SettingsForm
                key={`${current.merchantCode}:${current.version}`}
                current={current}
                role={role}
                section={section}
                onSaved={() => setSaved(true)}
              />
            )}
          </div>
        )}
      </QueryView>
    </>
  );
}
