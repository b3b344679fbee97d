import DOMPurify from 'dompurify';

const EXTERNAL = /^https?:/i;

// Links that leave the app open in a new tab without giving it a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && EXTERNAL.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Server HTML (help entries, announcements) made safe to insert: HTML only (no SVG or MathML), no scripts,
 * event handlers, styles, forms or frames. The server sanitises on the way in; this is the second gate.
 */
export const sanitiseHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
