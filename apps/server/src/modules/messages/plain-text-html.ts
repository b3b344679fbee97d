import { escapeXml } from '../../shared/escape-xml.ts';

/** An operator's plain text as inbox HTML: escaped, one paragraph per non-empty line. */
export const plainTextHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('');
