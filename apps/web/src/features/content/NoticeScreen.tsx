import type { Announcement } from '@lobby/contract';
import { ChevronDown, Megaphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang, languageTag } from '../../shared/i18n/language-tags.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { useAnnouncements } from './api/get-announcements.ts';
import { useMarkAnnouncementRead } from './api/mark-announcement-read.ts';
import styles from './Content.module.css';
import { SafeHtml } from './SafeHtml.tsx';

const itemId = (announcement: Announcement) => `notice-${announcement.id}`;

/**
 * /m/notice?index=i: every announcement; the one tapped on home (its index) opens expanded and scrolled into
 * view. Opening one marks it read and fetches the list again.
 */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const [search] = useSearchParams();
  const announcements = useAnnouncements();
  const list = announcements.data;
  const markRead = useMarkAnnouncementRead();
  const [openId, setOpenId] = useState<string>();
  const arrived = useRef(false);

  useEffect(() => {
    if (!list || arrived.current) return;
    arrived.current = true;
    const chosen = list[Number(search.get('index') ?? 0)];
    if (!chosen || search.get('index') === null) return;
    setOpenId(chosen.id);
    markRead(chosen.id);
    requestAnimationFrame(() =>
      document.getElementById(itemId(chosen))?.scrollIntoView?.({ block: 'start' }),
    );
  }, [list, search, markRead]);

  if (!list) return <QueryFallback query={announcements} />;
  if (list.length === 0) return <EmptyState icon={Megaphone} title={t('content.noticeEmpty')} />;

  const toggle = (announcement: Announcement) => {
    if (openId === announcement.id) return setOpenId(undefined);
    setOpenId(announcement.id);
    markRead(announcement.id);
  };
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <ul className={styles.notices}>
      {list.map((announcement) => {
        const open = openId === announcement.id;
        const panelId = `${itemId(announcement)}-content`;
        return (
          <li key={announcement.id} id={itemId(announcement)} className={styles.notice}>
            <h2 className={styles.noticeHeading}>
              <button
                type="button"
                className={styles.noticeToggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(announcement)}
              >
                <span className={styles.noticeMeta}>
                  <span className={styles.noticeType} data-type={announcement.type}>
                    {t(`content.types.${announcement.type}`)}
                  </span>
                  <time dateTime={announcement.createdAt}>
                    {dateFormat.format(new Date(announcement.createdAt))}
                  </time>
                  {announcement.read ? null : <span className={styles.unread}>{t('content.unread')}</span>}
                </span>
                <span className={styles.noticeTitle} lang={contentLang(announcement.language)}>
                  {announcement.title}
                </span>
                <Icon icon={ChevronDown} className={open ? styles.chevronOpen : styles.chevron} />
              </button>
            </h2>
            <div id={panelId} hidden={!open} className={styles.noticeBody}>
              {open ? (
                <div lang={contentLang(announcement.language)}>
                  <SafeHtml html={announcement.content} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
