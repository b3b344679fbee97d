import { type Announcement, isAgent } from '@lobby/contract';

type AnnouncementType = Announcement['type'];

const EVERYONE: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];
const AGENTS: readonly AnnouncementType[] = [...EVERYONE, 'A'];

/**
 * The announcement types a caller may see, which the notice list shows and its unread badge counts: agent
 * notices (A) only for a logged-in agent (decision 0062).
 */
export const announcementTypesFor = (
  member: { type: number } | null | undefined,
): readonly AnnouncementType[] => (member && isAgent(member.type) ? AGENTS : EVERYONE);
