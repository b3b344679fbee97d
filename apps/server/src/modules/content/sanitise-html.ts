import sanitizeHtml from 'sanitize-html';

/** Images in content must come from this server's media routes. */
const IMAGE_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9/_.-]+(\?[A-Za-z0-9=&_.-]*)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // Links: http, https or relative; images: relative only (and IMAGE_PATH below).
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_PATH.test(frame.attribs.src ?? ''),
};

/**
 * HTML of help entries and announcements, cleaned when it is stored: a small safe subset (paragraphs,
 * emphasis, lists, h2–h4, links to http/https/relative URLs with rel=noopener, images from /media/).
 * Scripts, event handlers, styles, frames and javascript: or data: URLs do not survive.
 */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A script, frame, object or embed element, an event handler attribute or a javascript: URL in a tag. */
const ACTIVE_CONTENT =
  /<\s*\/?\s*(script|iframe|frame|object|embed)\b|<[^>]*\son[a-z]+\s*=|<[^>]*javascript\s*:/i;

/**
 * Whether HTML an operator sends tries to run something (decision 0057): refused with 400 naming the field,
 * rather than silently stripped, so the operator sees that the text is not stored as written. Everything
 * else outside the safe subset is still removed by sanitiseHtml when stored.
 */
export const hasActiveContent = (html: string): boolean => ACTIVE_CONTENT.test(html);
