import { CalendarCheck, ChevronsLeft, ChevronsRight, Download, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useInviteAction } from '../../features/agents/index.ts';
import { canOfferApp, useInstallState } from '../../features/pwa/index.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ConfiguredLink } from './ConfiguredLink.tsx';
import styles from './FloatingBar.module.css';

/** The right-hand bar on home: app download, invite, and the merchant's bonus link. */
export function FloatingBar() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const install = useInstallState();
  const invite = useInviteAction();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bonus = info.resources.find((link) => link.resourceType === 'BONUS' && link.url);

  return (
    <aside className={styles.bar} aria-label={t('floatingBar.title')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'floatingBar.close' : 'floatingBar.open')}
        onClick={() => setOpen(!open)}
      >
        <Icon icon={open ? ChevronsRight : ChevronsLeft} flipInRtl />
      </button>
      <ul id={panelId} hidden={!open} className={open ? styles.items : undefined}>
        {canOfferApp(install) ? (
          <li>
            <Link to={ROUTE_PATHS.app} className={styles.item}>
              <Icon icon={Download} />
              <span>{t('floatingBar.download')}</span>
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.item} onClick={invite}>
            <Icon icon={UserPlus} />
            <span>{t('floatingBar.invite')}</span>
          </button>
        </li>
        {bonus ? (
          <li>
            <ConfiguredLink url={bonus.url} className={styles.item}>
              <Icon icon={CalendarCheck} />
              <span>{t('floatingBar.bonus')}</span>
            </ConfiguredLink>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
