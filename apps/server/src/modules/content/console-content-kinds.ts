import type {
  AnnouncementKind,
  ConsoleAnnouncement,
  ConsoleBanner,
  ConsoleHelpArticle,
  ContentStatus,
  LanguageCode,
  SaveConsoleAnnouncementRequest,
  SaveConsoleBannerRequest,
  SaveConsoleHelpArticleRequest,
} from '@lobby/contract';
import { announcements, banners, helpEntries } from '../../db/schema.ts';
import { fieldError } from '../../shared/api-error.ts';
import type { ContentTable } from './content-item-rows.ts';
import { type ItemRow, itemKeyOf } from './content-items.ts';
import { hasActiveContent, sanitiseHtml } from './sanitise-html.ts';

type Row<T extends ContentTable> = T['$inferSelect'];

interface SaveBody {
  status: ContentStatus;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  texts: readonly { language: string }[];
}

/** What the rows of a save have in common, whatever the kind. */
export interface RowContext<T extends ContentTable> {
  merchantCode: string;
  itemId: string;
  /** The item's rows before the save (none for a new item). */
  existing: Row<T>[];
  now: Date;
}

/**
 * One kind of console content (decision 0057): its table, which of the table's rows are its items, how
 * rows make an item and how a save makes rows. The routes and the store are the same for every kind.
 */
export interface ContentKind<T extends ContentTable, Item, Save extends SaveBody> {
  /** The audit actions' prefix: `<name>.saved`, `<name>.deleted`. */
  name: string;
  table: T;
  item(base: ItemBase, rows: Row<T>[]): Item;
  /** Refuses what the schema cannot (400 naming the field). */
  check(body: Save): void;
  /** The row of one language, without the columns every kind has. */
  row(body: Save, index: number, context: RowContext<T>): Omit<T['$inferInsert'], keyof CommonColumns>;
}

interface CommonColumns {
  id: string;
  merchantCode: string;
  itemId: string;
  language: string;
  status: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
}

export interface ItemBase {
  id: string;
  merchantCode: string;
  status: ContentStatus;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  updatedAt: string;
}

type CommonRow = ItemRow & { merchantCode: string; sortOrder: number; updatedAt: Date };

/** The item's own fields, from its default language's row (else its first). */
export function itemBase(rows: readonly CommonRow[], defaultLanguage: string): ItemBase {
  const head =
    rows.find((row) => row.language === defaultLanguage) ??
    rows.find((row) => row.language === null) ??
    (rows[0] as CommonRow);
  const updatedAt = Math.max(...rows.map((row) => row.updatedAt.getTime()));
  return {
    id: itemKeyOf(head),
    merchantCode: head.merchantCode,
    status: head.status as ContentStatus,
    sortOrder: head.sortOrder,
    startsAt: head.startsAt?.toISOString() ?? null,
    endsAt: head.endsAt?.toISOString() ?? null,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** The rows in text order, the default language first; a row for every language counts as the default's. */
export function textRows<R extends ItemRow>(
  rows: readonly R[],
  defaultLanguage: string,
): (R & { language: LanguageCode })[] {
  const named = rows.map((row) => ({ ...row, language: (row.language ?? defaultLanguage) as LanguageCode }));
  const unique = named.filter(
    (row, index) => named.findIndex((other) => other.language === row.language) === index,
  );
  return unique.sort(
    (a, b) => Number(b.language === defaultLanguage) - Number(a.language === defaultLanguage),
  );
}

/** The titles and HTML of an announcement's or help article's texts. */
const htmlTexts = (
  rows: readonly (ItemRow & { title: string; content: string })[],
  defaultLanguage: string,
) => textRows(rows, defaultLanguage).map(({ language, title, content }) => ({ language, title, content }));

/** The stored title and (sanitised) HTML of text `index` of a save. */
const htmlRow = (texts: readonly { title: string; content: string }[], index: number) => {
  const text = texts[index] as { title: string; content: string };
  return { title: text.title, content: sanitiseHtml(text.content) };
};

/** HTML with a script or event handler is refused, naming the text's content field. */
function refuseActiveContent(texts: readonly { content: string }[]): void {
  texts.forEach((text, index) => {
    if (hasActiveContent(text.content)) throw fieldError(`texts.${index}.content`, 'script_not_allowed');
  });
}

const MARQUEE_TYPES = ['B', 'PL'];
/** The stored type of each kind but the marquee, which is PL or (kept) B. */
const TYPE_OF_KIND = { popup: 'PU', promotion: 'PR', agent: 'A' } as const;
const kindOfType = (type: string): AnnouncementKind =>
  (Object.entries(TYPE_OF_KIND).find(([, kindType]) => kindType === type)?.[0] as AnnouncementKind) ??
  'marquee';

export const announcementKind = (
  defaultLanguage: string,
): ContentKind<typeof announcements, ConsoleAnnouncement, SaveConsoleAnnouncementRequest> => ({
  name: 'announcement',
  table: announcements,
  item: (base, rows) => ({
    ...base,
    kind: kindOfType((rows[0] as Row<typeof announcements>).type),
    texts: htmlTexts(rows, defaultLanguage),
  }),
  check: (body) => refuseActiveContent(body.texts),
  row: (body, index, { existing, now }) => {
    const stored = existing[0];
    const keepType = stored && MARQUEE_TYPES.includes(stored.type) ? stored.type : 'PL';
    return {
      type: body.kind === 'marquee' ? keepType : TYPE_OF_KIND[body.kind],
      groupName: stored?.groupName ?? null,
      ...htmlRow(body.texts, index),
      publishedAt: body.startsAt ? new Date(body.startsAt) : (stored?.publishedAt ?? now),
    };
  },
});

export const bannerKind = (
  defaultLanguage: string,
): ContentKind<typeof banners, ConsoleBanner, SaveConsoleBannerRequest> => ({
  name: 'banner',
  table: banners,
  item: (base, rows) => {
    const head = rows[0] as Row<typeof banners>;
    return {
      ...base,
      groupName: head.groupName as ConsoleBanner['groupName'],
      url: head.url,
      imageUrl: head.imageUrl,
      texts: textRows(rows, defaultLanguage).map(({ language, title }) => ({ language, title })),
    };
  },
  check: () => {},
  row: (body, index, { existing }) => {
    const stored = existing[0];
    return {
      groupName: body.groupName,
      title: (body.texts[index] as SaveConsoleBannerRequest['texts'][number]).title,
      url: body.url,
      imageUrl: body.imageUrl,
      // Drawn demo artwork stays with its picture only.
      artwork: stored?.imageUrl === body.imageUrl ? stored.artwork : null,
    };
  },
});

export const helpArticleKind = (
  defaultLanguage: string,
): ContentKind<typeof helpEntries, ConsoleHelpArticle, SaveConsoleHelpArticleRequest> => ({
  name: 'help_article',
  table: helpEntries,
  item: (base, rows) => ({
    ...base,
    texts: htmlTexts(rows, defaultLanguage),
  }),
  check: (body) => refuseActiveContent(body.texts),
  row: (body, index) => htmlRow(body.texts, index),
});
