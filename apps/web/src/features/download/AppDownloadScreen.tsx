import { MIN_IOS_VERSION } from '@lobby/contract';
import { Download, House, Smartphone, SmartphoneNfc } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QrCode } from '../../shared/ui/QrCode.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { canOfferApp, useInstallState } from '../pwa/index.ts';
import { type AppLink, appLinks, isIosLink, isProfileLink, isSafari } from './app-links.ts';
import styles from './Download.module.css';

function DownloadCard({ link, onBlocked }: { link: AppLink; onBlocked: () => void }) {
  const { t } = useTranslation();
  const name = link.labelNameEn || t(`app.types.${link.resourceType}`);
  const onClick = (event: MouseEvent) => {
    if (!isProfileLink(link) || isSafari(navigator.userAgent)) return;
    event.preventDefault();
    onBlocked();
  };
  return (
    <li className={styles.card}>
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Icon icon={isIosLink(link) ? Smartphone : SmartphoneNfc} />
          {name}
        </h2>
        {isIosLink(link) ? (
          <p className={styles.note}>{t('app.minIos', { version: MIN_IOS_VERSION })}</p>
        ) : null}
        <a className={styles.download} href={link.url} onClick={onClick} rel="noopener">
          <Icon icon={Download} size={16} />
          {t('app.downloadNamed', { name })}
        </a>
      </div>
      {link.qrCodeUrl ? (
        <img className={styles.qr} src={link.qrCodeUrl} alt={t('app.qrAlt', { name })} loading="lazy" />
      ) : (
        // No QR image configured: draw one of the link, absolute so another phone can open it.
        <span className={styles.qr}>
          <QrCode
            value={new URL(link.url, window.location.origin).href}
            label={t('app.qrAlt', { name })}
            size={104}
          />
        </span>
      )}
    </li>
  );
}

/**
 * /m/app: the merchant's download links with QR codes, this platform's first. Inside the app or an installed
 * web app there is nothing to download.
 */
export default function AppDownloadScreen() {
  const { t } = useTranslation();
  const install = useInstallState();
  const { resources } = useSystemStatus().info;
  const [safariNotice, setSafariNotice] = useState(false);
  const links = appLinks(resources, install.platform);
  const home = (
    <ButtonLink to={HOME_PATH} variant="gold" icon={House}>
      {t('app.backHome')}
    </ButtonLink>
  );

  let body: ReactNode;
  if (!canOfferApp(install))
    body = (
      <EmptyState
        icon={Smartphone}
        title={t('app.alreadyApp')}
        description={t('app.alreadyAppText')}
        action={home}
      />
    );
  else if (links.length === 0) body = <EmptyState icon={Smartphone} title={t('app.none')} action={home} />;
  else
    body = (
      <Screen>
        <p className={styles.intro}>{t('app.intro')}</p>
        <ul className={styles.list}>
          {links.map((link) => (
            <DownloadCard
              key={`${link.resourceType}-${link.url}`}
              link={link}
              onBlocked={() => setSafariNotice(true)}
            />
          ))}
        </ul>
      </Screen>
    );
  return (
    <>
      <Header />
      {body}
      <Dialog
        open={safariNotice}
        onClose={() => setSafariNotice(false)}
        title={t('app.noticeTitle')}
        actions={
          <Button variant="gold" onClick={() => setSafariNotice(false)}>
            {t('app.confirm')}
          </Button>
        }
      >
        <p>{t('app.useSafari')}</p>
      </Dialog>
    </>
  );
}
