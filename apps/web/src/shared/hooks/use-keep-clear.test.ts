import { describe, expect, it } from 'vitest';
import { dockedBox, marginTo } from './use-keep-clear.ts';

describe('marginTo', () => {
  it('shrinks the viewport to the box: a 44 px control docked at the bottom right of a 390 by 844 viewport', () => {
    const box = { left: 346, right: 390, top: 724, bottom: 768 };
    expect(marginTo(box, 390, 844)).toBe('-724px 0px -76px -346px');
    expect(marginTo({ left: 0, right: 44.4, top: 10.6, bottom: 54.6 }, 390, 844)).toBe(
      '-11px -346px -789px 0px',
    );
  });
});

describe('dockedBox', () => {
  it('stands at the inline-end edge whatever slide the drawn box has, mirrored in right-to-left', () => {
    const tucked = { left: 402, right: 446, top: 724, bottom: 768 };
    expect(dockedBox(tucked, 390, false)).toEqual({ left: 346, right: 390, top: 724, bottom: 768 });
    expect(dockedBox(tucked, 390, true)).toEqual({ left: 0, right: 44, top: 724, bottom: 768 });
  });
});
