import { CustomerServiceEntry, DownloadLink, SOCIAL_KINDS } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { SelectSetting, SwitchSetting, TextSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const RESOURCE_TYPES = DownloadLink.shape.resourceType.options;
const CS_TYPES = CustomerServiceEntry.shape.csType.options;

/** Customer-service paths are stored base64-encoded (as the spec's source sends them); edited as written. */
const decoded = (path: string) => {
  try {
    return atob(path);
  } catch {
    return path;
  }
};

/** Encoded for storage; a non-Latin-1 link is percent-encoded first (base64 of text takes bytes). */
const encoded = (path: string) => {
  try {
    return btoa(path);
  } catch {
    return btoa(encodeURI(path));
  }
};

/** A record's optional text part: empty leaves it out. */
const optional = (value: string) => (value === '' ? undefined : value);

/** The app download links (per platform), with their QR code and label. */
function DownloadLinks({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { resources } = draft.config;
  const path = 'config.resources';
  return (
    <>
      <h3>{t('settings.links.downloads')}</h3>
      {resources.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links have no identity but their place
        <fieldset key={index} className={styles.entry}>
          <legend>{t('settings.links.download', { number: index + 1 })}</legend>
          <SelectSetting
            label={t('settings.links.resourceType', { number: index + 1 })}
            value={link.resourceType}
            options={RESOURCE_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type) => change(`${path}.${index}.resourceType`, type)}
          />
          {(['url', 'qrCodeUrl', 'labelNameEn'] as const).map((part) => (
            <TextSetting
              key={part}
              label={t(`settings.links.${part}`, { number: index + 1 })}
              maxLength={512}
              value={link[part] ?? ''}
              problem={problemAt(problems, `${path}.${index}.${part}`)}
              onChange={(value) =>
                change(`${path}.${index}.${part}`, part === 'url' ? value : optional(value))
              }
            />
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              change(
                path,
                resources.filter((_, at) => at !== index),
              )
            }
          >
            {t('settings.links.removeDownload', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => change(path, [...resources, { resourceType: 'IOS', url: '' }])}
      >
        {t('settings.links.addDownload')}
      </Button>
    </>
  );
}

/** The customer-service entries (WhatsApp, live chat, the service link). */
function CustomerService({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { customerService } = draft.config;
  const path = 'config.customerService';
  return (
    <>
      <h3>{t('settings.links.customerService')}</h3>
      {customerService.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
        <fieldset key={index} className={styles.entry}>
          <legend>{t('settings.links.service', { number: index + 1 })}</legend>
          <SelectSetting
            label={t('settings.links.csType', { number: index + 1 })}
            value={entry.csType}
            options={CS_TYPES.map((type) => ({ value: type, label: t(`settings.links.cs.${type}`) }))}
            onChange={(type) => change(`${path}.${index}.csType`, type)}
          />
          <TextSetting
            label={t('settings.links.csPath', { number: index + 1 })}
            maxLength={512}
            value={decoded(entry.path)}
            problem={problemAt(problems, `${path}.${index}.path`)}
            onChange={(value) => change(`${path}.${index}.path`, encoded(value))}
          />
          <Button
            variant="secondary"
            onClick={() =>
              change(
                path,
                customerService.filter((_, at) => at !== index),
              )
            }
          >
            {t('settings.links.removeService', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => change(path, [...customerService, { csType: 'LIVECHAT', path: '' }])}
      >
        {t('settings.links.addService')}
      </Button>
    </>
  );
}

/** App download links, social links, customer service and the footer's parts. */
export function LinksSection(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, problems, change } = props;
  const { socialLinks, regulator, footerLiveChat } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-links">
      <h2 id="settings-links">{t('settings.sections.links')}</h2>
      <DownloadLinks {...props} />
      <h3>{t('settings.links.social')}</h3>
      <div className={styles.grid}>
        {SOCIAL_KINDS.map((kind) => (
          <TextSetting
            key={kind}
            label={t(`settings.links.socialKind.${kind}`)}
            maxLength={512}
            value={socialLinks[kind] ?? ''}
            problem={problemAt(problems, `config.socialLinks.${kind}`)}
            onChange={(url) => change(`config.socialLinks.${kind}`, optional(url))}
          />
        ))}
      </div>
      <p className={styles.note}>{t('settings.links.socialNote')}</p>
      <CustomerService {...props} />
      <h3>{t('settings.links.footer')}</h3>
      <SwitchSetting
        label={t('settings.links.footerLiveChat')}
        checked={footerLiveChat}
        onChange={(on) => change('config.footerLiveChat', on)}
      />
      <SwitchSetting
        label={t('settings.links.regulator')}
        checked={regulator !== undefined}
        onChange={(on) => change('config.regulator', on ? { name: '', licence: '' } : undefined)}
      />
      {regulator && (
        <div className={styles.grid}>
          {(['name', 'licence', 'url'] as const).map((part) => (
            <TextSetting
              key={part}
              label={t(`settings.links.regulatorPart.${part}`)}
              maxLength={part === 'url' ? 512 : 120}
              value={regulator[part] ?? ''}
              problem={problemAt(problems, `config.regulator.${part}`)}
              onChange={(value) =>
                change(`config.regulator.${part}`, part === 'url' ? optional(value) : value)
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
