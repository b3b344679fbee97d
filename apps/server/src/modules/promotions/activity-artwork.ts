import type { GameCategory } from '@lobby/contract';
import { hashString } from '../../shared/random.ts';
import { serverText } from '../../shared/server-text.ts';
import { artworkVersion } from '../catalogue/index.ts';
import { ACTIVITY_JOIN } from './activity-join-text.ts';

export interface ActivityArtworkInputs {
  id: string;
  title: string;
  summary: string;
  /** The activity's language, whose words its button is drawn in; null (every language): English. */
  language: string | null;
}

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

export const activityImageUrl = (activity: ActivityArtworkInputs): string =>
  `/media/activities/${encodeURIComponent(activity.id)}.svg?v=${activityArtworkVersion(activity)}`;

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
    ...style,
  };
}
