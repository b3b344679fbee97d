import {
  type AnnouncementKind,
  API,
  type ConsoleAnnouncement,
  type ConsoleBanner,
  type ConsoleHelpArticle,
  type ContentStatus,
} from '@lobby/contract';
import { fromLocalInput, toLocalInput } from './local-time.ts';

/** The console's three kinds of content (decision 0057): each a list, an editor and a phone preview. */
export type ContentKindName = 'announcements' | 'banners' | 'help';

type AnyItem = ConsoleAnnouncement | ConsoleBanner | ConsoleHelpArticle;

export interface DraftText {
  language: string;
  title: string;
  /** HTML (announcements and help articles); unused for banners. */
  content: string;
}

/** What the editor holds: every kind's fields, the schedule as `datetime-local` values. */
export interface Draft {
  id?: string;
  status: ContentStatus;
  sortOrder: number;
  startsAt: string;
  endsAt: string;
  texts: DraftText[];
  kind: AnnouncementKind;
  groupName: ConsoleBanner['groupName'];
  url: string;
  imageUrl: string;
}

export interface ContentKindConfig {
  name: ContentKindName;
  path: string;
  list: string;
  save: string;
  remove: string;
  /** The texts have HTML content (announcements, help articles). */
  html: boolean;
}

export const CONTENT_KINDS: Record<ContentKindName, ContentKindConfig> = {
  announcements: {
    name: 'announcements',
    path: '/content/announcements',
    list: API.listConsoleAnnouncements.path,
    save: API.saveConsoleAnnouncement.path,
    remove: API.deleteConsoleAnnouncement.path,
    html: true,
  },
  banners: {
    name: 'banners',
    path: '/content/banners',
    list: API.listConsoleBanners.path,
    save: API.saveConsoleBanner.path,
    remove: API.deleteConsoleBanner.path,
    html: false,
  },
  help: {
    name: 'help',
    path: '/content/help',
    list: API.listConsoleHelpArticles.path,
    save: API.saveConsoleHelpArticle.path,
    remove: API.deleteConsoleHelpArticle.path,
    html: true,
  },
};

/** A new item: a draft with an empty text in the merchant's default language. */
export const emptyDraft = (defaultLanguage: string): Draft => ({
  status: 'draft',
  sortOrder: 0,
  startsAt: '',
  endsAt: '',
  texts: [{ language: defaultLanguage, title: '', content: '' }],
  kind: 'marquee',
  groupName: 'm_home',
  url: '',
  imageUrl: '',
});

export function draftOf(item: AnyItem): Draft {
  return {
    ...emptyDraft(item.texts[0]?.language ?? 'EN'),
    id: item.id,
    status: item.status,
    sortOrder: item.sortOrder,
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
    texts: item.texts.map((text) => ({ content: '', ...text })),
    ...('kind' in item ? { kind: item.kind } : {}),
    ...('groupName' in item
      ? { groupName: item.groupName, url: item.url ?? '', imageUrl: item.imageUrl }
      : {}),
  };
}

/** The save request of a kind, with the status the operator chose. */
export function saveBody(kind: ContentKindName, draft: Draft, status: ContentStatus, merchantCode: string) {
  const common = {
    ...(draft.id ? { id: draft.id } : {}),
    merchantCode,
    status,
    sortOrder: draft.sortOrder,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
  };
  if (kind === 'banners')
    return {
      ...common,
      groupName: draft.groupName,
      url: draft.url.trim() || null,
      imageUrl: draft.imageUrl,
      texts: draft.texts.map(({ language, title }) => ({ language, title })),
    };
  const texts = draft.texts.map(({ language, title, content }) => ({ language, title, content }));
  return kind === 'announcements' ? { ...common, kind: draft.kind, texts } : { ...common, texts };
}
