import type { CanonicalLanguage, GameCategory } from '@lobby/contract';
import type { ActivityTexts } from '../../db/schema.ts';
import { hashString } from '../../shared/random.ts';
import { serverText } from '../../shared/server-text.ts';
import { textInLanguage } from '../../shared/text-in-language.ts';
import { artworkVersion } from '../catalogue/index.ts';
import { ACTIVITY_JOIN } from './activity-join-text.ts';

export interface ActivityArtworkInputs {
  id: string;
  title: string;
  summary: string;
  /** The language of the title and summary, whose words the button is drawn in; null (every language): English. */
  language: string | null;
}

/** A promotion as its picture knows it: its own texts and language, and its texts in other languages. */
export interface ActivityPicture extends ActivityArtworkInputs {
  texts: ActivityTexts | null;
}

/** Only pictures the server draws itself follow the reader's language; an uploaded one is shown as it is. */
const DRAWN_PICTURE = '/media/activities/';

const ctaOf = (language: string | null): string => serverText(ACTIVITY_JOIN, language ?? 'EN');

/** Palettes and motifs of the banner artwork an activity picture borrows, picked by its id. */
const STYLES: readonly { gameType: GameCategory; vassalage: string }[] = [
  { gameType: 'RNG', vassalage: 'PG' },
  { gameType: 'LIVE', vassalage: 'EVO' },
  { gameType: 'FISH', vassalage: 'FC' },
  { gameType: 'SPORTS', vassalage: 'SABA' },
  { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
  { gameType: 'PVP', vassalage: 'KM' },
];
const SUBTITLE_MAX = 42;

export const activityArtworkVersion = ({ id, title, summary, language }: ActivityArtworkInputs): string =>
  artworkVersion(['activity', id, title, summary, ctaOf(language)]);

/** A drawn picture's URL; `lang`: the reader's language it is drawn in, when not the promotion's own. */
export const activityImageUrl = (activity: ActivityArtworkInputs, lang?: CanonicalLanguage): string =>
  `${DRAWN_PICTURE}${encodeURIComponent(activity.id)}.svg?${lang ? `lang=${lang}&` : ''}v=${activityArtworkVersion(activity)}`;

/**
 * What the picture draws for a reader of `language` (the URL's ?lang=): the title and summary written in
 * the language it reads, with the button in it; else (or with no language) the promotion's own. `lang`:
 * the language drawn when it is one of the other-language texts.
 */
export function activityPictureIn(
  activity: ActivityPicture,
  language: string | undefined,
): { drawn: ActivityArtworkInputs; lang?: CanonicalLanguage } {
  const { text, language: lang } = textInLanguage<{ title: string; summary: string }>(
    activity.texts,
    language,
    activity,
  );
  const drawn = { id: activity.id, title: text.title, summary: text.summary };
  return { drawn: { ...drawn, language: lang ?? activity.language }, lang };
}

/**
 * A promotion's picture for a reader of `language`: a drawn one in the language the list shows the texts in
 * (its own URL per language and version, cached for good), an uploaded one as stored.
 */
export function activityPictureUrl(
  activity: ActivityPicture & { imageUrl: string },
  language: string | undefined,
): string {
  if (!activity.imageUrl.startsWith(DRAWN_PICTURE)) return activity.imageUrl;
  const { drawn, lang } = activityPictureIn(activity, language);
  return activityImageUrl(drawn, lang);
}

/** The subtitle line is short: the summary up to the last whole word that fits. */
function subtitleOf(summary: string): string {
  if (summary.length <= SUBTITLE_MAX) return summary;
  const cut = summary.slice(0, SUBTITLE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** What the generated picture of a promotion draws: the banner artwork with its title and summary. */
export function activityBanner(activity: ActivityArtworkInputs) {
  const seed = hashString(activity.id);
  const style = STYLES[seed % STYLES.length] ?? { gameType: 'RNG', vassalage: 'PG' };
  return {
    bannerId: seed,
    title: activity.title,
    subtitle: subtitleOf(activity.summary),
    cta: ctaOf(activity.language),
    language: activity.language,
    ...style,
  };
}
