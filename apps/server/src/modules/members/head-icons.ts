import { artworkVersion } from '../catalogue/index.ts';

/** The head icons (avatars) a member chooses from; a member who chose none shows the first. */
export const HEAD_ICON_IDS = Array.from(
  { length: 12 },
  (_, index) => `avatar-${String(index + 1).padStart(2, '0')}`,
);
export const DEFAULT_HEAD_ICON = HEAD_ICON_IDS[0] as string;

export const isHeadIcon = (id: string): boolean => HEAD_ICON_IDS.includes(id);

const versionOf = (id: string) => artworkVersion(['head-icon', id]);

export const headIconUrl = (id: string): string => `/media/head-icons/${id}.svg?v=${versionOf(id)}`;

/** The version an icon's URL carries, undefined for an unknown id. */
export const headIconVersion = (id: string): string | undefined =>
  isHeadIcon(id) ? versionOf(id) : undefined;

/** Twelve distinct faces: the index picks the hue of the background and the shape of the hair. */
export function headIconSvg(id: string): string {
  const index = HEAD_ICON_IDS.indexOf(id);
  const hue = (index * 30) % 360;
  const hair = index % 3;
  const hairPath = [
    'M26 40c0-16 10-24 22-24s22 8 22 24c-6-8-14-10-22-10s-16 2-22 10z',
    'M24 44c0-18 10-28 24-28s24 10 24 28l-6-6-6 6-6-8-6 8-6-8-6 8-6-6z',
    'M22 46c2-20 12-30 26-30s24 10 26 30c-4-10-8-14-12-14H34c-4 0-8 4-12 14z',
  ][hair];
  const skin = ['#f2c9a0', '#d9a577', '#a8703f', '#6f4526'][index % 4];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue} 70% 55%)"/>` +
    `<path d="M16 92c4-18 16-26 32-26s28 8 32 26z" fill="hsl(${(hue + 180) % 360} 55% 40%)"/>` +
    `<circle cx="48" cy="44" r="20" fill="${skin}"/>` +
    `<path d="${hairPath}" fill="hsl(${(hue + 30) % 360} 35% 20%)"/>` +
    `<circle cx="41" cy="45" r="2.5" fill="#222"/><circle cx="55" cy="45" r="2.5" fill="#222"/>` +
    `<path d="M41 54q7 6 14 0" stroke="#222" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  );
}
