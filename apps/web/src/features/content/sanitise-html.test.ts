// @vitest-environment jsdom
// happy-dom does not run DOMPurify correctly (its attribute maps fail DOMPurify's clobbering check), so
// this test uses jsdom, as a browser would.
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html.ts';

describe('sanitiseHtml', () => {
  it('strips scripts and event-handler payloads', () => {
    const html = sanitiseHtml(
      '<p>Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|alert|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x">');
  });

  it('drops styles, frames and SVG handlers but keeps the content', () => {
    const html = sanitiseHtml(
      '<div style="position:fixed">Text</div><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>',
    );
    expect(html).toBe('<div>Text</div>');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitiseHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="/m/activity">x</a>')).toBe('<a href="/m/activity">x</a>');
  });
});
