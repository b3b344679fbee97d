import { ArrowLeft, Download } from 'lucide-react';
import { useLocation } from 'wouter';
import { LanguageSwitch } from '../../features/language/index.ts';
import { headerDownloadLink, useInstallState } from '../../features/pwa/index.ts';
import { ThemeToggle } from '../../features/theme/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { isHomeLike, routeNameOf, routeTitleKey } from '../../shared/route-rules.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { AccountBar } from './AccountBar.tsx';
import { ConfiguredLink } from './ConfiguredLink.tsx';
import styles from './Header.module.css';
import { Logo } from './Logo.tsx';
import { useBackAction } from './use-back-action.ts';

/**
 * Home: the lobby header (logo, download, language, theme, account). Elsewhere: a back arrow and the
 * screen's title. The shell hides it on the screens the spec lists; some of those render it themselves.
 */
export function Header() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const { info } = useSystemStatus();
  const install = useInstallState();
  const onBack = useBackAction();
  const route = routeNameOf(pathname);

  if (route !== 'home') {
    return (
      <header className={`${styles.header} ${styles.page}`}>
        <IconButton icon={ArrowLeft} flipInRtl label={t('header.back')} onClick={onBack} />
        <h1 className={styles.title}>{t(routeTitleKey(route))}</h1>
        <span className={styles.spacer} aria-hidden="true" />
      </header>
    );
  }

  const download = isHomeLike(pathname)
    ? headerDownloadLink(install, info.appWindow, info.resources)
    : undefined;
  return (
    <header className={`${styles.header} ${styles.home}`}>
      <div className={styles.row}>
        <Logo name={info.merchantName} logo={info.brand.logo} />
        <div className={styles.tools}>
          {download ? (
            <ConfiguredLink url={download.url} className={styles.download} label={t('header.download')}>
              <Icon icon={Download} size={20} />
            </ConfiguredLink>
          ) : null}
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
      <AccountBar />
    </header>
  );
}
