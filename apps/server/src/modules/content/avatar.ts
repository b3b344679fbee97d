import { escapeXml } from '../../shared/escape-xml.ts';
import { hashString } from '../../shared/random.ts';

/** A round avatar with the initials of `name` on a gradient derived from it (live model list). */
export function avatarSvg(name: string): string {
  const hash = hashString(name);
  const hue = hash % 360;
  const id = `a${hash.toString(36).slice(0, 5)}`;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" font-family="system-ui,sans-serif"><linearGradient id="${id}" x2="1" y2="1"><stop stop-color="hsl(${hue} 85% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 32%)"/></linearGradient><circle cx="48" cy="48" r="48" fill="url(#${id})"/><text x="48" y="60" text-anchor="middle" font-size="34" font-weight="800" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
