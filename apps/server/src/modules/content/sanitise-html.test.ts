import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html.ts';

describe('sanitiseHtml', () => {
  it('keeps the safe subset: paragraphs, emphasis, lists, headings, links, media images', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>Text <strong>bold</strong> <em>it</em><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.org/x?a=1">out</a> <a href="/m/help?i=2">in</a></p>' +
      '<p><img src="/media/games/pg-x.svg?v=1" alt="x"></p>';
    expect(sanitiseHtml(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>Text <strong>bold</strong> <em>it</em><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.org/x?a=1" rel="noopener noreferrer">out</a> ' +
        '<a href="/m/help?i=2" rel="noopener noreferrer">in</a></p><p><img src="/media/games/pg-x.svg?v=1" alt="x" /></p>',
    );
    expect(sanitiseHtml('<b>b</b><i>i</i><h1>h</h1>')).toBe('<strong>b</strong><em>i</em><h2>h</h2>');
  });

  it('strips scripts, styles, frames and event handlers with their content where it is code', () => {
    const cleaned = sanitiseHtml(
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg><object data="x"></object>' +
        '<form action="/x"><input name="a"></form><img src=x onerror=alert(3)><div onmouseover="x()">text</div>',
    );
    expect(cleaned).toBe('<p>Hi</p>text');
    expect(cleaned).not.toMatch(/script|alert|onerror|onclick|style|iframe/i);
  });

  it('drops javascript:, data: and protocol-relative links however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const cleaned = sanitiseHtml(`<a href="${href}">x</a>`);
      expect(cleaned, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
    expect(sanitiseHtml('<a href="https://ok.example" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps images only from this server’s /media/ paths', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/media/../api/v1/x',
      'javascript:alert(1)',
      'x.png',
    ])
      expect(sanitiseHtml(`<p><img src="${src}"></p>`), src).toBe('<p></p>');
  });
});
