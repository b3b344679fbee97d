import { COPYRIGHT_YEAR, SOCIAL_KINDS } from '@lobby/contract';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ResponsibleGamingLink } from '../../shared/ui/ResponsibleGamingLink.tsx';
import styles from './FooterInfo.module.css';
import { ProviderLogos } from './ProviderLogos.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/** Social links, providers, the licence and age notice, and the copyright line. */
export function FooterInfo() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const age = info.register.minimumAge;
  return (
    <footer className={styles.footer}>
      <SocialLinks links={info.paths} kinds={SOCIAL_KINDS} />
      <ProviderLogos />
      <div className={styles.compliance}>
        <span className={styles.age} role="img" aria-label={t('footer.ageBadge', { age })} dir="ltr">
          {age}+
        </span>
        <p>{t('footer.ageNotice', { age })}</p>
      </div>
      <ResponsibleGamingLink className={styles.responsible} />
      {info.regulator ? (
        <p className={styles.regulator}>
          <Icon icon={ShieldCheck} size={18} />
          {info.regulator.url ? (
            <a href={info.regulator.url} target="_blank" rel="noopener noreferrer">
              {t('footer.regulatedBy', { name: info.regulator.name })}
            </a>
          ) : (
            <span>{t('footer.regulatedBy', { name: info.regulator.name })}</span>
          )}
          <span className={styles.licence}>{t('footer.licence', { licence: info.regulator.licence })}</span>
        </p>
      ) : null}
      <p className={styles.copyright}>
        {t('footer.copyright', { year: COPYRIGHT_YEAR, name: info.merchantName })}
      </p>
    </footer>
  );
}
