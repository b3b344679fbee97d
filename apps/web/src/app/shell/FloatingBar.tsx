import { CalendarCheck, ChevronsLeft, ChevronsRight, Download, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useInviteAction } from '../../features/agents/index.ts';
import { canOfferApp, useInstallState } from '../../features/pwa/index.ts';
import { useTuckedOverContent } from '../../shared/hooks/use-keep-clear.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ConfiguredLink } from './ConfiguredLink.tsx';
import styles from './FloatingBar.module.css';

/**
 * The right-hand bar on home: app download, invite, and the merchant's bonus link. It stays open or
 * collapsed as the player last left it; collapsed, it tucks away while it would cover a tile or title.
 */
export function FloatingBar() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const install = useInstallState();
  const invite = useInviteAction();
  const [open, setOpen] = useState(() => readStored(STORAGE_KEYS.floatingBarOpen) === '1');
  const ref = useRef<HTMLElement>(null);
  const tucked = useTuckedOverContent(ref) && !open;
  const panelId = useId();
  const toggle = () => {
    writeStored(STORAGE_KEYS.floatingBarOpen, open ? null : '1');
    setOpen(!open);
  };
  const bonus = info.resources.find((link) => link.resourceType === 'BONUS' && link.url);

  return (
    <aside
      ref={ref}
      className={tucked ? `${styles.bar} ${styles.tucked}` : styles.bar}
      aria-label={t('floatingBar.title')}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'floatingBar.close' : 'floatingBar.open')}
        onClick={toggle}
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
