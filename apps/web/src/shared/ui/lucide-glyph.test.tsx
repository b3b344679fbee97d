import { render } from '@testing-library/react';
import { Crown, Send } from 'lucide-react';
import { describe, expect, it } from 'vitest';

// The app's lucide-react icons are drawn by lucide-glyph.tsx (the alias in lucide-glyphs.ts): the same markup.
describe('Lucide icons', () => {
  it('are drawn by the app’s own component: the alias in lucide-glyphs.ts is in effect', () => {
    expect(Crown.displayName).toBe('LucideGlyph(crown)');
  });

  it('draw Lucide’s svg with its attributes, classes and paths, hidden from assistive technology', () => {
    const { container } = render(<Crown size={18} strokeWidth={2} className="icon" focusable="false" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('lucide lucide-crown icon');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('height')).toBe('18');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('stroke-width')).toBe('2');
    expect(svg?.getAttribute('stroke-linecap')).toBe('round');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    const paths = [...(svg?.querySelectorAll('path') ?? [])];
    expect(paths.map((path) => path.getAttribute('d'))).toEqual([
      expect.stringMatching(/^M11\.562 3\.266/),
      'M5 21h14',
    ]);
    expect(paths.every((path) => !path.hasAttribute('key'))).toBe(true);
  });

  it('are not hidden when the caller names them, and take placing attributes inside another svg', () => {
    const { container } = render(
      <svg role="img" aria-label="Telegram">
        <Send aria-label="Send" x="3" y="3" width="18" height="18" />
      </svg>,
    );
    const inner = container.querySelector('svg svg');
    expect(inner?.hasAttribute('aria-hidden')).toBe(false);
    expect(inner?.getAttribute('aria-label')).toBe('Send');
    expect(inner?.getAttribute('x')).toBe('3');
    expect(inner?.getAttribute('width')).toBe('18');
  });
});
