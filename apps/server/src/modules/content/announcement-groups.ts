import type { Announcement, Announcements } from '@lobby/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type AnnouncementQuery, findAnnouncements } from './content-repository.ts';
import type { LiveContent } from './live-content.ts';
import { announcementTypesFor } from './notice-types.ts';

export type AnnouncementGroups = z.infer<typeof Announcements>;

const GROUP_OF_TYPE = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', A: 'agent' } as const;

/** Announcements in the groups GET /content/announcements answers with, each in the list's order. */
function groupAnnouncements(list: readonly Announcement[]): AnnouncementGroups {
  const grouped: AnnouncementGroups = { banners: [], player: [], popup: [], promotion: [], agent: [] };
  for (const announcement of list) grouped[GROUP_OF_TYPE[announcement.type]].push(announcement);
  return grouped;
}

/**
 * What GET /content/announcements answers: of the asked types, those this reader may see (agent notices only
 * for an agent), with a member's read flags (a guest's: all unread), in their groups. Home's page carries a
 * guest's (decision 0114).
 */
export async function answerAnnouncements(
  db: Db,
  content: LiveContent,
  asked: readonly Announcement['type'][],
  member: { id: string; type: number } | undefined,
  query: Omit<AnnouncementQuery, 'types' | 'memberId'>,
): Promise<AnnouncementGroups> {
  const mayRead = announcementTypesFor(member);
  const types = asked.filter((type) => mayRead.includes(type));
  return groupAnnouncements(await findAnnouncements(db, content, { ...query, types, memberId: member?.id }));
}
