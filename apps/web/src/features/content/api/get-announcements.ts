import { type Announcement, API, EMBEDDED_NOTICES_ID } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { polledLive } from '../../../shared/api/live-query.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';
import { blockInLanguage, pageDataOptions } from '../../../shared/page-data.ts';
import { useSession } from '../../../shared/session.ts';

interface AnnouncementGroups {
  banners: Announcement[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
  /** Agent notices: the server sends them to a logged-in agent only. */
  agent: Announcement[];
}

/**
 * Every announcement in one list, in the order the notice screen shows them and the home marquee and ticker
 * number them: banner notices, player notices, promotions, pop-ups, agent notices.
 */
export const noticeList = (groups: AnnouncementGroups): Announcement[] => [
  ...groups.banners,
  ...groups.player,
  ...groups.promotion,
  ...groups.popup,
  ...groups.agent,
];

/** A guest's announcements as the server put them in /m/home's page (decision 0114), if in this language. */
function pageNotices(value: unknown, language: string): Announcement[] | undefined {
  const groups = blockInLanguage(value, language)?.groups as AnnouncementGroups | undefined;
  return groups && noticeList(groups);
}

/**
 * The read flags belong to the member, so the key holds the session token. A guest's first render draws those
 * the page carries.
 */
export const announcementsQuery = (language: string, token: string | undefined) =>
  queryOptions({
    queryKey: ['content', 'announcements', language, token ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<AnnouncementGroups>(
        `${API.getAnnouncements.path}?${new URLSearchParams({ types: 'B,PL,PU,PR,A', platform: 'M', language })}`,
        { signal },
      ).then(noticeList),
    ...(token ? {} : pageDataOptions(EMBEDDED_NOTICES_ID, (value) => pageNotices(value, language))),
    ...polledLive,
  });

export function useAnnouncements() {
  return useQuery(announcementsQuery(useLanguage(), useSession()?.token));
}
