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
