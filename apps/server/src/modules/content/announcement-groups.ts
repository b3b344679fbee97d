import type { Announcement, Announcements } from '@lobby/contract';
import type { z } from 'zod';

export type AnnouncementGroups = z.infer<typeof Announcements>;

const GROUP_OF_TYPE = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', A: 'agent' } as const;

/** Announcements in the groups GET /content/announcements answers with, each in the list's order. */
export function groupAnnouncements(list: readonly Announcement[]): AnnouncementGroups {
  const grouped: AnnouncementGroups = { banners: [], player: [], popup: [], promotion: [], agent: [] };
  for (const announcement of list) grouped[GROUP_OF_TYPE[announcement.type]].push(announcement);
  return grouped;
}
